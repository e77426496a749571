import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { bareList } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const grid = style([
  bareList({ display: 'grid', gap: 'lg' }),
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const item = sprinkles({ minWidth: '0' });
