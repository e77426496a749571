import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focusRing';
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

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.link },
    // Inside the clipped viewport an outline would be cut off: draw the ring inside the link.
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
  },
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
});

export const name = style([
  sprinkles({
    maxWidth: 'full',
    fontSize: 'sm',
    fontWeight: 'medium',
    lineHeight: 'tight',
    textAlign: 'center',
    overflowWrap: 'anywhere',
    overflow: 'hidden',
  }),
  {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    selectors: {
      [`${link}:hover &`]: { textDecoration: 'underline' },
    },
  },
]);

export const skeletonTitle = style({ width: '10rem', height: vars.fontSize.xl });
