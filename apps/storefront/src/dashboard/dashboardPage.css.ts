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

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const problemTitle = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const problemText = style({
  margin: 0,
});

export const backLink = style({
  alignSelf: 'flex-start',
});
