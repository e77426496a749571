import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const single = style({
  width: '16rem',
});

export const matrix = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.lg,
  alignItems: 'stretch',
});
