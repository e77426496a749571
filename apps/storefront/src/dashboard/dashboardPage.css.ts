import * as recipes from '@bazaar/ui/recipes';
import { sprinkles, stack } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

/** The dashboard pages' shared shape: a heading, then the page's content. */
export const page = style([stack({ gap: 'lg', minWidth: '0' })]);

export const title = recipes.pageTitle;

export const waiting = sprinkles({ color: 'textMuted', margin: 'none', padding: 'lg' });

export const problem = recipes.problemPanel();

export const problemTitle = recipes.problemTitle();

export const problemText = recipes.problemText;

export const backLink = style({
  alignSelf: 'flex-start',
});
