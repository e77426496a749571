import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const priceSizes = ['md', 'lg'] as const;

export const prices = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
});

export const sellingPrice = recipe({
  base: {
    color: vars.color.text,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.lg },
      lg: { fontSize: vars.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export type PriceVariants = NonNullable<RecipeVariants<typeof sellingPrice>>;

export const originalPrice = recipe({
  base: {
    color: vars.color.textMuted,
    textDecoration: 'line-through',
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.sm },
      lg: { fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
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
