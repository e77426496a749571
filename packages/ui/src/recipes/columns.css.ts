import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../theme/breakpoints';

const repeat = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
const from = (query: string, count: number) => ({
  '@media': { [query]: { gridTemplateColumns: repeat(count) } },
});

/** A grid of equal columns: one on a phone unless asked, then as many as asked for from tablet and desktop widths. */
export const columns = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' },
  variants: {
    mobile: {
      2: { gridTemplateColumns: repeat(2) },
      4: { gridTemplateColumns: repeat(4) },
    },
    tablet: {
      2: from(mediaQueries.tablet, 2),
      3: from(mediaQueries.tablet, 3),
      4: from(mediaQueries.tablet, 4),
    },
    desktop: {
      3: from(mediaQueries.desktop, 3),
      4: from(mediaQueries.desktop, 4),
    },
  },
});

export type ColumnsVariants = NonNullable<RecipeVariants<typeof columns>>;
