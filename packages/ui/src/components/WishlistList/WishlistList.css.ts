import { style } from '@vanilla-extract/css';
import { card as cardRecipe } from '../../recipes/card.css';
import { textLink } from '../../recipes/link.css';
import { skeleton as skeletonShape } from '../../recipes/skeleton.css';
import { autoGrid } from '../../theme/autoGrid';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';

export const grid = autoGrid('min(100%, 13rem)', { gap: 'lg' });

export const card = style([
  cardRecipe({ padding: 'none' }),
  stack({ width: 'full', overflow: 'hidden' }),
  {
    selectors: {
      // Not faded: faded text would fall below AA contrast. The busy card shows a dashed border instead.
      '&[data-status="pending"]': {
        borderStyle: 'dashed',
        borderColor: vars.color.borderStrong,
        cursor: 'progress',
      },
    },
  },
]);

export const link = textLink({ tone: 'text', weight: 'regular', underline: 'hover' });

export const skeleton = style([skeletonShape, { height: '20rem' }]);
