import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const profile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xl,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.card,
  '@media': {
    [mediaQueries.tablet]: { flexDirection: 'row', padding: vars.space.xxl },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  maxWidth: '48rem',
});

export const position = style({
  margin: 0,
  marginTop: vars.space.xxs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brandStrong,
});

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

globalStyle(`${quote} p`, { margin: 0 });

export const paragraph = style({
  margin: 0,
  lineHeight: vars.lineHeight.relaxed,
});
