import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/lightTheme.css';
import { hairlineRule } from '../theme/rules';
import { sprinkles } from '../theme/sprinkles.css';

/** The grey square a product's picture sits in, clipped to its rounded corners; the caller sizes it. */
export const thumbFrame = sprinkles({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 'md',
  backgroundColor: 'surfaceSunken',
  aspectRatio: 'square',
});

/** A line of an order or a checkout: the product's thumbnail, its name and details, then its amount. */
export const thumbRow = style([
  sprinkles({ display: 'grid', alignItems: 'center', gap: 'md' }),
  { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
]);

/** The thumbnail that opens a `thumbRow`. */
export const rowThumb = style([thumbFrame, { width: `calc(${vars.size.touchTarget} * 1.5)` }]);

/**
 * SPEC.md §8: a picture that cannot be shown becomes a grey placeholder, drawn in CSS (a hill and a sun
 * on grey, as on the product card) so it needs no second request.
 */
export const imagePlaceholder = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.placeholder,
  '::before': {
    content: '""',
    position: 'absolute',
    left: '25%',
    right: '25%',
    bottom: '30%',
    height: '30%',
    backgroundColor: vars.color.placeholderInk,
    clipPath: 'polygon(0 100%, 35% 20%, 55% 60%, 72% 40%, 100% 100%)',
  },
  '::after': {
    content: '""',
    position: 'absolute',
    top: '28%',
    right: '30%',
    height: '12%',
    aspectRatio: '1 / 1',
    borderRadius: '50%',
    backgroundColor: vars.color.placeholderInk,
  },
});

/** A square frame on the sunken surface, for a product's picture or its placeholder. */
export const squareMedia = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  backgroundColor: vars.color.surfaceSunken,
});

/** A picture that fills its frame, cropped rather than squeezed. */
export const coverImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** The row or card a `stretchedLink` (link.css.ts) covers: it shows the keyboard focus instead of the link. */
export const stretchedLinkHost = style({
  position: 'relative',
  selectors: { '&:has(a:focus-visible)': focusRing },
});

/** A star cut out of a square, for ratings shown and picked. */
export const starClipPath =
  'polygon(50% 0%, 61% 35%, 98% 35%, 68% 57%, 79% 91%, 50% 70%, 21% 91%, 32% 57%, 2% 35%, 39% 35%)';

/** A product's name on a card or a row: the heading face at medium weight, broken anywhere when long. */
const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const productName = styleVariants({
  md: [name, { fontSize: vars.fontSize.md }],
  lg: [name, { fontSize: vars.fontSize.lg }],
});

// Plain rules rather than sprinkles or the card recipe: the product card is on the home page's first load,
// where one class weighs less than a list of atoms and a recipe would bring its runtime.

/** The frame of a product card or row that is one big link: a raised surface card that lifts on hover. */
export const productTile = style([
  stretchedLinkHost,
  {
    backgroundColor: vars.color.surface,
    border: hairlineRule,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    transitionProperty: 'box-shadow',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
  },
]);
