import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/focusRing';
import { sprinkles } from '../theme/sprinkles.css';

/** A square frame on the sunken surface, for a product's picture or its placeholder. */
export const squareMedia = style([
  sprinkles({ position: 'relative', backgroundColor: 'surfaceSunken' }),
  { aspectRatio: '1 / 1' },
]);

/** A picture that fills its frame, cropped rather than squeezed. */
export const coverImage = style([
  sprinkles({ display: 'block', width: 'full', height: 'full' }),
  { objectFit: 'cover' },
]);

/**
 * A link whose ::after covers its nearest positioned ancestor, so a whole card or row follows it; the
 * ancestor (a `stretchedLinkHost`) shows the keyboard focus instead of the link.
 */
export const stretchedLink = style([
  sprinkles({ color: 'text', textDecoration: 'none' }),
  {
    outline: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0 },
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);

export const stretchedLinkHost = style([
  sprinkles({ position: 'relative' }),
  { selectors: { '&:has(a:focus-visible)': focusRing } },
]);

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
export const productName = recipe({
  base: sprinkles({
    fontFamily: 'heading',
    fontWeight: 'medium',
    lineHeight: 'tight',
    overflowWrap: 'anywhere',
    margin: 'none',
  }),
  variants: {
    size: { md: sprinkles({ fontSize: 'md' }), lg: sprinkles({ fontSize: 'lg' }) },
  },
  defaultVariants: { size: 'md' },
});
