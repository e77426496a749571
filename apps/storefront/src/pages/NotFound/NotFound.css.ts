import { vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: '40rem',
  paddingBlock: vars.space.xxl,
});

export const code = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.tight,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  marginTop: vars.space.md,
  padding: 0,
  listStyle: 'none',
});
