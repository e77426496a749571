import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const single = style({
  maxWidth: '44rem',
});

export const matrix = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '44rem',
});
