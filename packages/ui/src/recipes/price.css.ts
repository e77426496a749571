import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/lightTheme.css';

// Plain rules, not recipe() or sprinkles: the product card on the home page's first load reads them, where a
// recipe would bring its runtime and a list of atoms weighs more than one class.

export const priceSizes = ['md', 'lg'] as const;
export type PriceSize = (typeof priceSizes)[number];

/** A price line: what the buyer pays, then the struck-through price and the discount, wrapping when narrow. */
export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
});

const selling = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const sellingPrice = styleVariants({
  md: [selling, { fontSize: vars.fontSize.lg }],
  lg: [selling, { fontSize: vars.fontSize.xxl }],
});

const original = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const originalPrice = styleVariants({
  md: [original, { fontSize: vars.fontSize.sm }],
  lg: [original, { fontSize: vars.fontSize.lg }],
});

export const discountBadge = style({
  alignSelf: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.discount,
  color: vars.color.onDiscount,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
