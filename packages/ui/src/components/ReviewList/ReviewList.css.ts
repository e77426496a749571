import { style } from '@vanilla-extract/css';
import { pageControl } from '../../recipes/control.css';
import { text as textRecipe } from '../../recipes/text.css';
import { split, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const item = style([
  stack({ gap: 'xs', paddingY: 'md', borderBottom: 'hairline' }),
  {
    selectors: {
      '&:first-child': { paddingTop: 0 },
    },
  },
]);

export const head = style([
  split({ flexWrap: 'wrap', alignItems: 'center' }),
  { gap: `${vars.space.xs} ${vars.space.md}` },
]);

export const name = style([textRecipe({ weight: 'medium' }), sprinkles({ overflowWrap: 'anywhere' })]);

export const pageLink = style([
  pageControl,
  sprinkles({ boxSizing: 'border-box', minHeight: 'touchTarget' }),
]);
