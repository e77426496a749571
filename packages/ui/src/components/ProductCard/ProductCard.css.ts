import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { sprinkles } from '../../theme/sprinkles.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  transitionProperty: 'box-shadow',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised },
    // The link is stretched over the whole card, so the card shows the keyboard focus for it.
    '&:has(a:focus-visible)': focusRing,
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  backgroundColor: vars.color.surfaceSunken,
});

// Faded picture, full-strength badge: the "Out of stock" text keeps its contrast. Keyed on the attribute, not
// the card's class, so every product view that shows ProductCardPicture (card, list row) gets it.
const outOfStockPicture = {
  '[data-availability="out-of-stock"] &': { opacity: 0.6 },
};

export const image = style([
  sprinkles({ display: 'block', width: 'full', height: 'full' }),
  { objectFit: 'cover', selectors: outOfStockPicture },
]);

// A picture frame drawn in CSS (a hill and a sun on grey), so a failed image needs no second request.
export const placeholder = style([
  sprinkles({ position: 'relative', width: 'full', height: 'full' }),
  {
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
  },
]);

export const stockBadge = style([
  sprinkles({
    position: 'absolute',
    borderRadius: 'pill',
    backgroundColor: 'inverse',
    color: 'onInverse',
    fontSize: 'xs',
    fontWeight: 'bold',
    paddingY: 'xxs',
    paddingX: 'sm',
  }),
  { top: vars.space.sm, left: vars.space.sm },
]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  // Two lines at most; the full name stays the link's accessible name.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

// ProductCardArticle's name link, brand and rating, in the card and the list row alike. The link's ::after
// covers its article, the nearest positioned box, so the whole card or row follows it.
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

export const brand = style([sprinkles({ color: 'textMuted', fontSize: 'sm', margin: 'none' })]);

export const prices = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', margin: 'none' }),
  { gap: `${vars.space.xs} ${vars.space.sm}` },
]);

export const sellingPrice = sprinkles({ color: 'text', fontSize: 'lg', fontWeight: 'bold' });

export const originalPrice = style([
  sprinkles({ color: 'textMuted', fontSize: 'sm' }),
  { textDecoration: 'line-through' },
]);

export const discountBadge = style([
  sprinkles({ borderRadius: 'pill', fontSize: 'xs', fontWeight: 'bold', paddingY: 'xxs', paddingX: 'sm' }),
  { backgroundColor: vars.color.discount, color: vars.color.onDiscount },
]);

export const rating = style([sprinkles({ display: 'flex' })]);

// After the body in the DOM (the name's link comes first in tab order), drawn over the picture's corner and
// above the link stretched across the card, so a press reaches the control and not the link.
export const actions = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: vars.zIndex.raised,
  display: 'flex',
  gap: vars.space.xs,
});
