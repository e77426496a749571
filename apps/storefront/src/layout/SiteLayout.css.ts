import { bottomBarHeight } from '@bazaar/ui/components/BottomBar';
import { focusRing, mediaQueries, vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  '@media': {
    // The phone's bottom bar is fixed: keep the footer's last lines clear of it.
    [mediaQueries.mobile]: { paddingBottom: bottomBarHeight },
  },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.modal,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.inverse,
  color: vars.color.onInverse,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transform: `translateY(calc(-100% - ${vars.space.xl}))`,
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': { ...focusRing, outlineColor: vars.color.onInverse },
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.container,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  outline: 'none',
});
