import { bottomBarHeight } from '@bazaar/ui/components/BottomBar';
import { focusRing, mediaQueries, sprinkles, stack, vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const shell = style([
  stack(),
  {
    minHeight: '100dvh',
    '@media': {
      // The phone's bottom bar is fixed: keep the footer's last lines clear of it.
      [mediaQueries.mobile]: { paddingBottom: bottomBarHeight },
    },
  },
]);

export const skipLink = style([
  sprinkles({
    position: 'absolute',
    borderRadius: 'md',
    backgroundColor: 'inverse',
    color: 'onInverse',
    fontWeight: 'medium',
    textDecoration: 'none',
    paddingY: 'sm',
    paddingX: 'md',
  }),
  {
    top: vars.space.sm,
    left: vars.space.sm,
    zIndex: vars.zIndex.modal,
    transform: `translateY(calc(-100% - ${vars.space.xl}))`,
    selectors: {
      '&:focus': { transform: 'none' },
      '&:focus-visible': { ...focusRing, outlineColor: vars.color.onInverse },
    },
  },
]);

export const main = style([
  sprinkles({ flex: 'fill', width: 'full', maxWidth: 'container', paddingY: 'xl', paddingX: 'lg' }),
  { margin: '0 auto', outline: 'none' },
]);
