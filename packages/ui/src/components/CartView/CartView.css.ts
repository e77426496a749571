import { style } from '@vanilla-extract/css';
import { skeleton } from '../../recipes/skeleton.css';
import { twoPane } from '../../theme/autoGrid';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';

export const layout = twoPane('screen and (width >= 60rem)', 'minmax(0, 1fr) 22rem');

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
