import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const matrix = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
  gap: vars.space.xl,
});
