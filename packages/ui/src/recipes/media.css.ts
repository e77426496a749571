import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focusRing';
import { sprinkles } from '../theme/sprinkles.css';

/** A square frame on the sunken surface, for a product's picture or its placeholder. */
export const squareMedia = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  backgroundColor: vars.color.surfaceSunken,
});

/** A picture that fills its frame, cropped rather than squeezed. */
export const coverImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/**
 * A link whose ::after covers its nearest positioned ancestor, so a whole card or row follows it; the
 * ancestor (a `stretchedLinkHost`) shows the keyboard focus instead of the link.
 */
export const stretchedLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const stretchedLinkHost = style({
  position: 'relative',
  selectors: { '&:has(a:focus-visible)': focusRing },
});

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.5 },
});

/** The grey shape a card or row shows while its content loads; the view sets its size. */
export const skeleton = style([
  sprinkles({ borderRadius: 'lg', backgroundColor: 'surfaceSunken' }),
  {
    animation: `${pulse} 1.5s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

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
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    transitionProperty: 'box-shadow',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
    selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
  },
]);
