import * as problems from '@bazaar/ui/recipes';
import { sectionHeading } from '@bazaar/ui/recipes';
import { sprinkles, stack, vars } from '@bazaar/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The checkout and payment pages share these: a column of panels under the page's heading. */
export const page = style([stack({ gap: 'xl', minWidth: '0' })]);

export const title = sectionHeading({ size: 'xxl' });

export const status = sprinkles({ color: 'textMuted', margin: 'none' });

export const note = style([
  sprinkles({ borderRadius: 'md', margin: 'none', padding: 'md' }),
  { backgroundColor: vars.color.infoSubtle, color: vars.color.onInfoSubtle },
]);

/** A failure, or a page that cannot go on (nothing to order, an order already paid): text and a way on. */
export const problem = problems.problemPanel();

export const problemTitle = problems.problemTitle();

export const noticeTitle = sectionHeading({ size: 'xl' });

export const problemText = style([problems.problemText, { overflowWrap: 'anywhere' }]);

export const actions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })]);

/** The ways on from an order already placed: their labels name the order, too long for one line on a phone. */
export const offerActions = style([actions]);

globalStyle(`${offerActions} > *`, {
  whiteSpace: 'normal',
  textAlign: 'center',
});
