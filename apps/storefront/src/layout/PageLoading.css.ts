import { vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '50vh',
  padding: vars.space.lg,
  color: vars.color.textMuted,
});
