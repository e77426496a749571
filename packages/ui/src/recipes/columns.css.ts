import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../theme/breakpoints';
import { sprinkles } from '../theme/sprinkles.css';

const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
const from = (query: string, count: number) => ({
  '@media': { [query]: { gridTemplateColumns: repeat(count) } },
});

/** A grid of equal columns: one on a phone, then as many as asked for from tablet and desktop widths. */
export const columns = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    tablet: {
      2: from(mediaQueries.tablet, 2),
      3: from(mediaQueries.tablet, 3),
    },
    desktop: {
      3: from(mediaQueries.desktop, 3),
      4: from(mediaQueries.desktop, 4),
    },
  },
});

export type ColumnsVariants = NonNullable<RecipeVariants<typeof columns>>;

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
