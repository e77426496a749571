import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { bareList } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
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

export const skeletonTitle = style({
  width: '12rem',
  height: vars.fontSize.xl,
});

export const skeletonCard = style({
  aspectRatio: '2 / 3',
});
