import { vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxl,
  paddingBottom: vars.space.xxl,
});
