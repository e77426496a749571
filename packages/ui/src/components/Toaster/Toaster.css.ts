import { keyframes, style } from '@vanilla-extract/css';
import { bareButton } from '../../recipes/control.css';
import { mediaQueries } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focusRing';
import { centred, inverseBubble, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const viewport = style([
  stack({
    gap: 'sm',
    boxSizing: 'border-box',
    width: 'full',
    listStyle: 'none',
    margin: 'none',
    padding: 'md',
  }),
  {
    position: 'fixed',
    top: 0,
    right: 0,
    zIndex: vars.zIndex.toast,
    maxHeight: '100dvh',
    overflowY: 'auto',
    outline: 'none',
    '@media': {
      [mediaQueries.tablet]: { width: '26rem', padding: vars.space.lg },
    },
    selectors: {
      // Empty, it must not catch clicks meant for the page under it.
      '&:empty': { padding: 0 },
    },
  },
]);

const slideIn = keyframes({
  from: { transform: `translateX(calc(100% + ${vars.space.lg}))`, opacity: 0 },
  to: { transform: 'translateX(0)', opacity: 1 },
});

const fadeOut = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});

const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space.lg}))` },
});

export const toast = style([
  sprinkles({ boxSizing: 'border-box', display: 'grid', alignItems: 'flex-start', gap: 'sm', padding: 'md' }),
  // Forced colours drop the background: the border keeps each toast's outline.
  inverseBubble({ borderRadius: 'md', border: 'transparent' }),
  {
    gridTemplateColumns: 'auto 1fr auto',
    selectors: {
      '&:focus-visible': focusRing,
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.duration.slow} ${vars.easing.enter}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.exit}`,
      },
      '&[data-swipe="move"]': {
        transform: 'translateX(var(--radix-toast-swipe-move-x))',
      },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.duration.base} ${vars.easing.standard}`,
      },
      '&[data-swipe="end"]': {
        animation: `${swipeOut} ${vars.duration.base} ${vars.easing.exit}`,
      },
    },
  },
]);

// Each tone's mark on its tint (ToasterViewport picks it), AA like every pair of the theme.
export const mark = centred({ borderRadius: 'pill', width: 'controlSm', height: 'controlSm' });

export const body = style([sprinkles({ minWidth: '0' }), { alignSelf: 'center' }]);

export const close = style([
  bareButton,
  sprinkles({ borderRadius: 'md', fontSize: 'md', border: 'transparent' }),
  {
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    color: vars.color.onInverse,
    selectors: {
      '&:hover': { borderColor: vars.color.onInverse },
      '&:focus-visible': { ...focusRing, outlineColor: vars.color.onInverse },
    },
  },
]);
