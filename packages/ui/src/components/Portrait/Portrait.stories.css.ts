import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const matrix = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});
