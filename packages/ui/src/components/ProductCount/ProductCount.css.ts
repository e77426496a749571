import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const count = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});
