import { keyframes, style } from '@vanilla-extract/css';
import { iconButton } from '../../recipes/iconButton.css';
import { mediaQueries } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focusRing';
import { cluster, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { mainBar } from './Header.css';

export const menuButton = style([
  iconButton({ tone: 'ghost' }),
  {
    '@media': {
      [mediaQueries.tablet]: { selectors: { [`${mainBar} > &`]: { display: 'none' } } },
    },
  },
]);

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const sheetOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.base} ${vars.easing.enter}`,
});

export const sheet = style([
  stack({ boxSizing: 'border-box', gap: 'lg', padding: 'lg', backgroundColor: 'surface', color: 'text' }),
  {
    position: 'fixed',
    insetBlock: 0,
    insetInlineStart: 0,
    zIndex: vars.zIndex.modal,
    width: 'min(20rem, 85vw)',
    overflowY: 'auto',
    boxShadow: vars.shadow.overlay,
    animation: `${slideIn} ${vars.duration.slow} ${vars.easing.enter}`,
    selectors: {
      '&:focus-visible': focusRing,
    },
  },
]);

export const sheetLink = style([
  cluster({ minHeight: 'touchTarget', paddingX: 'sm', borderRadius: 'md', color: 'text' }),
  sprinkles({ fontWeight: 'medium', textDecoration: 'none', overflowWrap: 'anywhere' }),
  {
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceSunken },
      '&[aria-current="page"]': { color: vars.color.link, backgroundColor: vars.color.brandSubtle },
      '&:focus-visible': focusRing,
    },
  },
]);
