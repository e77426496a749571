import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
});

export const iconFrame = style({
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accentStrong,
});

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  marginTop: vars.space.xs,
});

export const factTerm = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  paddingTop: vars.space.xxs,
});

export const factValue = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const price = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  fontVariantNumeric: 'tabular-nums',
});

export const freeNote = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.onSuccessSubtle,
});

export const tier = style({
  alignSelf: 'flex-start',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid transparent`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.badgeBlue,
  color: vars.color.onBadgeBlue,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  counterIncrement: 'step',
  // The ordered list announces the number; the drawn one is for the eye.
  '::before': {
    content: 'counter(step) / ""',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    fontWeight: vars.fontWeight.bold,
  },
});

export const policy = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const policyText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const help = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.brandSubtle,
  border: `${vars.borderWidth.hairline} solid transparent`,
});

export const helpList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
});

export const helpItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const helpTerm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const helpValue = style({
  margin: 0,
});

export const link = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': focusRing,
  },
});
