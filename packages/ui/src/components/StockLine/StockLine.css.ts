import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.md,
});

export const label = style({
  color: vars.color.textMuted,
});

export const status = style({
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-availability="in-stock"]': { color: vars.color.success },
    '&[data-availability="out-of-stock"]': { color: vars.color.danger },
  },
});
