import * as problems from '@bazaar/ui/recipes';
import { mediaQueries, sprinkles, stack, vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style([
  stack({ gap: 'xl', minWidth: '0' }),
  {
    '@media': {
      [mediaQueries.tablet]: { gap: vars.space.xxl },
    },
  },
]);

export const empty = style([
  sprinkles({
    borderRadius: 'lg',
    backgroundColor: 'surface',
    color: 'textMuted',
    fontSize: 'lg',
    textAlign: 'center',
    margin: 'none',
    padding: 'xl',
  }),
  { border: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}` },
]);

export const problem = problems.problemPanel({ tone: 'stripe' });

export const problemTitle = problems.problemTitle({ tone: 'stripe' });

export const problemText = style([problems.problemText, { overflowWrap: 'anywhere' }]);
