import { keyframes, style } from '@vanilla-extract/css';
import { skeleton as skeletonShape } from '../../recipes/skeleton.css';
import { mediaQueries } from '../../theme/breakpoints';
import { bareList } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const grid = style([
  bareList({ display: 'grid', gap: 'lg' }),
  {
    selectors: {
      // Two cards a row on most phones, more as the room grows.
      '&[data-view="grid"]': { gridTemplateColumns: 'repeat(auto-fill, minmax(min(10rem, 100%), 1fr))' },
      '&[data-view="list"]': { gridTemplateColumns: '1fr' },
    },
    '@media': {
      [mediaQueries.tablet]: {
        selectors: {
          '&[data-view="grid"]': { gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' },
        },
      },
    },
  },
]);

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/**
 * Stale results stay in place, at full contrast, while the next ones load; a bar sweeping along the top
 * shows that they are about to change.
 */
export const root = style([
  sprinkles({ position: 'relative', overflow: 'hidden', paddingTop: 'sm' }),
  {
    selectors: {
      '&[data-status="updating"]::before': {
        content: '""',
        position: 'absolute',
        top: 0,
        left: 0,
        width: '40%',
        height: vars.space.xs,
        borderRadius: vars.radius.pill,
        backgroundColor: vars.color.brand,
        animation: `${sweep} 1.2s ${vars.easing.standard} infinite`,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: {
          '&[data-status="updating"]::before': { width: '100%', animation: 'none' },
        },
      },
    },
  },
]);

export const skeleton = style([
  skeletonShape,
  {
    selectors: {
      '[data-view="grid"] > &': { aspectRatio: '3 / 4' },
      '[data-view="list"] > &': { height: '9rem' },
    },
  },
]);
