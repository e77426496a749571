import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const matrix = style({
  display: 'grid',
  gridTemplateColumns: 'max-content max-content',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const value = style({
  margin: 0,
});

export const row = style({
  display: 'contents',
});
