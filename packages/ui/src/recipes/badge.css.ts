import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { cluster } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';
import { sprinkles } from '../theme/sprinkles.css';

/** green, yellow and blue are the order status tones of SPEC.md §4. */
export const badgeTones = [
  'neutral',
  'brand',
  'green',
  'yellow',
  'blue',
  'accent',
  'danger',
  'discount',
  'inverse',
] as const;

/** A short status or count on a pill; the text inside is its accessible content. */
export const badge = recipe({
  base: [
    cluster({ display: 'inline-flex', gap: 'xxs', paddingY: 'xxs', paddingX: 'sm', borderRadius: 'pill' }),
    sprinkles({ fontSize: 'xs', fontWeight: 'bold', lineHeight: 'tight', whiteSpace: 'nowrap' }),
    // Forced colours drop the background: the transparent border keeps the pill's outline.
    { border: `${vars.borderWidth.hairline} solid transparent` },
  ],
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      brand: { backgroundColor: vars.color.brandSubtle, color: vars.color.brandStrong },
      green: { backgroundColor: vars.color.badgeGreen, color: vars.color.onBadgeGreen },
      yellow: { backgroundColor: vars.color.badgeYellow, color: vars.color.onBadgeYellow },
      blue: { backgroundColor: vars.color.badgeBlue, color: vars.color.onBadgeBlue },
      accent: { backgroundColor: vars.color.accentSubtle, color: vars.color.accentStrong },
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.onDangerSubtle },
      discount: { backgroundColor: vars.color.discount, color: vars.color.onDiscount },
      inverse: { backgroundColor: vars.color.inverse, color: vars.color.onInverse },
    },
  },
  defaultVariants: {
    tone: 'neutral',
  },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

/** A count on a corner of an icon (the cart's, the wishlist's); the caller places it and rings it. */
export const countBadge = sprinkles({
  position: 'absolute',
  borderRadius: 'pill',
  backgroundColor: 'brand',
  color: 'onBrand',
  fontSize: 'xs',
  fontWeight: 'bold',
  lineHeight: 'snug',
  textAlign: 'center',
});
