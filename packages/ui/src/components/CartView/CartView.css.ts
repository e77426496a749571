import { style } from '@vanilla-extract/css';
import { skeleton } from '../../recipes/skeleton.css';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const layout = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media': {
      'screen and (width >= 60rem)': { gridTemplateColumns: 'minmax(0, 1fr) 22rem' },
    },
  },
]);

export const main = stack({ gap: 'lg', minWidth: '0' });

export const aside = style([
  stack({ gap: 'lg', minWidth: '0' }),
  {
    '@media': {
      'screen and (width >= 60rem)': { position: 'sticky', top: vars.space.lg },
    },
  },
]);

export const skeletonGroup = style([skeleton, { height: '14rem' }]);

export const skeletonSummary = style([skeleton, { height: '18rem' }]);
