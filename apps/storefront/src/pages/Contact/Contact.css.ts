import { mediaQueries, sprinkles, stack } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = stack({ gap: 'xxl', paddingBottom: 'xxl' });

export const columns = style([
  sprinkles({ display: 'grid', gap: 'xl' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media': {
      [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
    },
  },
]);
