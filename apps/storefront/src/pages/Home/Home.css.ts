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

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.danger}`,
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
  overflowWrap: 'anywhere',
});
