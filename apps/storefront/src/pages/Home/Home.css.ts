import * as problems from '@bazaar/ui/recipes';
import { mediaQueries, vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  '@media': {
    [mediaQueries.tablet]: { gap: vars.space.xxl },
  },
});

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  border: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  textAlign: 'center',
});

export const problem = problems.problemPanel({ tone: 'stripe' });

export const problemTitle = problems.problemTitle({ tone: 'stripe' });

export const problemText = style([problems.problemText, { overflowWrap: 'anywhere' }]);
