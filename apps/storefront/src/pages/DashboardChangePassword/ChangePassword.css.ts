import { vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '28rem',
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
