import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../theme/breakpoints';
import { sprinkles } from '../theme/sprinkles.css';

/** One column on a phone, two side by side from the tablet breakpoint. */
export const twoColumns = recipe({
  base: [
    sprinkles({ display: 'grid' }),
    {
      gridTemplateColumns: 'minmax(0, 1fr)',
      '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    },
  ],
  variants: {
    gap: { md: sprinkles({ gap: 'md' }), lg: sprinkles({ gap: 'lg' }) },
  },
  defaultVariants: { gap: 'md' },
});

export type TwoColumnsVariants = NonNullable<RecipeVariants<typeof twoColumns>>;
