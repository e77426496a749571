import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { starClipPath } from '../../recipes/media.css';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const ratingStarsSizes = ['sm', 'md', 'lg'] as const;

export const stars = recipe({
  base: [sprinkles({ display: 'inline-flex', flexShrink: '0', gap: 'xxs' }), { lineHeight: 1 }],
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export type RatingStarsVariants = NonNullable<RecipeVariants<typeof stars>>;

export const star = style({
  width: '1em',
  height: '1em',
  backgroundColor: vars.color.starEmpty,
  clipPath: starClipPath,
  selectors: {
    '&[data-fill="full"]': { backgroundColor: vars.color.star },
    '&[data-fill="half"]': {
      background: `linear-gradient(to right, ${vars.color.star} 50%, ${vars.color.starEmpty} 50%)`,
    },
  },
  '@media': {
    // Forced colours drop backgrounds: the filled stars keep a visible shape in the system's text colour.
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      selectors: {
        '&[data-fill="full"]': { backgroundColor: 'CanvasText' },
        '&[data-fill="half"]': { background: 'linear-gradient(to right, CanvasText 50%, GrayText 50%)' },
      },
    },
  },
});
