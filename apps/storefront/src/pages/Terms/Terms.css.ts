import { vars } from '@bazaar/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingBottom: vars.space.xxl,
});
