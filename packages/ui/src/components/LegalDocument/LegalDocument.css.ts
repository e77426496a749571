import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBottom: vars.space.xl,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const updated = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const intro = style({
  margin: 0,
  maxWidth: '48rem',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space.xxl },
  },
});

export const contents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.desktop]: { position: 'sticky', top: vars.space.lg },
  },
});

export const contentsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: {
    // Devanagari has no capitals and suffers from letter spacing.
    '&:lang(hi)': { textTransform: 'none', letterSpacing: 'normal' },
  },
});

export const contentsList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.xl,
  fontSize: vars.fontSize.sm,
});

export const contentsLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  maxWidth: '48rem',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // A link to #section lands with the heading in view, not tucked under the edge.
  scrollMarginTop: vars.space.xl,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const number = style({
  color: vars.color.brandStrong,
  fontVariantNumeric: 'tabular-nums',
});

export const paragraph = style({
  margin: 0,
  lineHeight: vars.lineHeight.relaxed,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.xl,
  lineHeight: vars.lineHeight.relaxed,
});

export const contact = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brandSubtle,
  border: `${vars.borderWidth.hairline} solid transparent`,
});

export const contactLink = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': focusRing,
  },
});
