import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { cluster } from '../theme/layout';
import { sprinkles } from '../theme/sprinkles.css';
import { badge } from './badge.css';

export const priceSizes = ['md', 'lg'] as const;

/** A price line: what the buyer pays, then the struck-through price and the discount, wrapping when narrow. */
export const prices = style([
  cluster({ flexWrap: 'wrap', alignItems: 'baseline', margin: 'none' }),
  { gap: `${vars.space.xs} ${vars.space.sm}` },
]);

export const sellingPrice = recipe({
  base: sprinkles({ color: 'text', fontWeight: 'bold', lineHeight: 'tight' }),
  variants: {
    size: { md: sprinkles({ fontSize: 'lg' }), lg: sprinkles({ fontSize: 'xxl' }) },
  },
  defaultVariants: { size: 'md' },
});

export type PriceVariants = NonNullable<RecipeVariants<typeof sellingPrice>>;

export const originalPrice = recipe({
  base: [sprinkles({ color: 'textMuted' }), { textDecoration: 'line-through' }],
  variants: {
    size: { md: sprinkles({ fontSize: 'sm' }), lg: sprinkles({ fontSize: 'lg' }) },
  },
  defaultVariants: { size: 'md' },
});

export const discountBadge = style([badge({ tone: 'discount' }), { alignSelf: 'center' }]);
