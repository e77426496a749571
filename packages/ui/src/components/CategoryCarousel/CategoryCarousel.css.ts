import { style } from '@vanilla-extract/css';
import { coverImage } from '../../recipes/media.css';
import { twoLines } from '../../recipes/text.css';
import { mediaQueries } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focusRing';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

/** SPEC.md §9: 3 categories in view on a phone, 4 on a tablet, 6 on a desktop. */
export const slide = style({
  flexBasis: 'calc(100% / 3)',
  '@media': {
    [mediaQueries.tablet]: { flexBasis: '25%' },
    [mediaQueries.desktop]: { flexBasis: 'calc(100% / 6)' },
  },
});

export const link = style([
  stack({ alignItems: 'center', gap: 'sm', padding: 'xs', borderRadius: 'lg', color: 'text' }),
  {
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&:hover': { color: vars.color.link },
      // Inside the clipped viewport an outline would be cut off: draw the ring inside the link.
      '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
    },
  },
]);

// The picture's own height, in the square its ratio makes.
export const picture = style([
  coverImage,
  sprinkles({ aspectRatio: 'square', borderRadius: 'xl', overflow: 'hidden' }),
  { height: 'auto' },
]);

export const name = style([
  sprinkles({
    maxWidth: 'full',
    fontSize: 'sm',
    fontWeight: 'medium',
    lineHeight: 'tight',
    textAlign: 'center',
    overflowWrap: 'anywhere',
  }),
  twoLines,
  {
    selectors: {
      [`${link}:hover &`]: { textDecoration: 'underline' },
    },
  },
]);

export const skeletonTitle = style({ width: '10rem', height: vars.fontSize.xl });
