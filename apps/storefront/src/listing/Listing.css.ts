import * as recipes from '@bazaar/ui/recipes';
import { cluster, mediaQueries, sprinkles, stack } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = stack({ gap: 'xl' });

export const title = recipes.pageTitle;

/**
 * Phones: filters (behind their button), products, then the latest products. From tablet width the filters
 * and the latest products share a column beside the products.
 */
export const layout = style([
  sprinkles({ display: 'grid', gap: 'xl' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"filters" "results" "latest"',
    alignItems: 'start',
    '@media': {
      [mediaQueries.tablet]: {
        gridTemplateColumns: '15rem minmax(0, 1fr)',
        gridTemplateRows: 'auto 1fr',
        gridTemplateAreas: '"filters results" "latest results"',
      },
      [mediaQueries.desktop]: {
        gridTemplateColumns: '17rem minmax(0, 1fr)',
      },
    },
  },
]);

export const filters = style([sprinkles({ minWidth: '0' }), { gridArea: 'filters' }]);

export const latest = style([sprinkles({ minWidth: '0' }), { gridArea: 'latest' }]);

export const results = style([
  stack({ position: 'relative', gap: 'lg', minWidth: '0' }),
  { gridArea: 'results' },
]);

export const toolbar = cluster({ flexWrap: 'wrap', justifyContent: 'space-between', gap: 'md' });

export const status = sprinkles({ color: 'textMuted', margin: 'none' });

export const problem = recipes.problemPanel();

export const problemTitle = recipes.problemTitle();

export const problemText = recipes.problemText;
