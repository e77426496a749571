import { mediaQueries, sprinkles, stack } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

/** The method and its form beside the Order Summary on a wide screen, above it on a phone. */
export const columns = style([
  sprinkles({ display: 'grid', gap: 'xl' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media': {
      [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
    },
  },
]);

export const main = stack({ gap: 'lg', minWidth: '0' });
