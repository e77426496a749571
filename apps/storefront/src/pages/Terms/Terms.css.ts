import { vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingBottom: vars.space.xxl,
});
