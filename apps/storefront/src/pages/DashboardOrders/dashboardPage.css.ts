import * as problems from '@bazaar/ui/recipes';
import { vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

/** The dashboard pages' shared shape: a heading, then the page's content. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const waiting = style({
  margin: 0,
  padding: vars.space.lg,
  color: vars.color.textMuted,
});

export const problem = problems.problemPanel();

export const problemTitle = problems.problemTitle();

export const problemText = problems.problemText;

export const backLink = style({
  alignSelf: 'flex-start',
});
