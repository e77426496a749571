import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '7rem 1fr',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  transitionProperty: 'box-shadow',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised },
    // The link is stretched over the whole row, so the row shows the keyboard focus for it.
    '&:has(a:focus-visible)': focusRing,
  },
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: '11rem 1fr',
      gap: vars.space.lg,
    },
  },
});

export const media = style({
  position: 'relative',
  alignSelf: 'start',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

const outOfStockPicture = {
  [`${item}[data-availability="out-of-stock"] &`]: { opacity: 0.6 },
};

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: outOfStockPicture,
});

// The same drawn frame as the product card's: a failed picture needs no second request (SPEC.md §8).
export const placeholder = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.placeholder,
  selectors: outOfStockPicture,
  '::before': {
    content: '""',
    position: 'absolute',
    left: '25%',
    right: '25%',
    bottom: '30%',
    height: '30%',
    backgroundColor: vars.color.placeholderInk,
    clipPath: 'polygon(0 100%, 35% 20%, 55% 60%, 72% 40%, 100% 100%)',
  },
  '::after': {
    content: '""',
    position: 'absolute',
    top: '28%',
    right: '30%',
    width: '12%',
    aspectRatio: '1 / 1',
    borderRadius: '50%',
    backgroundColor: vars.color.placeholderInk,
  },
});

export const stockBadge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.inverse,
  color: vars.color.onInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
  },
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const brand = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
});

export const sellingPrice = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const originalPrice = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'line-through',
});

export const discountBadge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.discount,
  color: vars.color.onDiscount,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const rating = style({
  display: 'flex',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});
