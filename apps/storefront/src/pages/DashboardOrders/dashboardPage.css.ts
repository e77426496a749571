import * as problems from '@bazaar/ui/recipes';
import { sprinkles, stack } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

/** The dashboard pages' shared shape: a heading, then the page's content. */
export const page = style([stack({ gap: 'lg', minWidth: '0' })]);

export const title = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xxl',
  lineHeight: 'tight',
  overflowWrap: 'anywhere',
  margin: 'none',
});

export const waiting = sprinkles({ color: 'textMuted', margin: 'none', padding: 'lg' });

export const problem = problems.problemPanel();

export const problemTitle = problems.problemTitle();

export const problemText = problems.problemText;

export const backLink = style({
  alignSelf: 'flex-start',
});
