import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { centred } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';
import { sprinkles } from '../theme/sprinkles.css';

/** An icon on a tinted square at the head of a card (features, delivery options). */
export const iconTile = recipe({
  base: [
    centred({ flex: 'none', borderRadius: 'md', backgroundColor: 'accentSubtle' }),
    { color: vars.color.accentStrong },
  ],
  variants: {
    size: {
      md: sprinkles({ width: 'touchTarget', height: 'touchTarget' }),
      lg: sprinkles({ width: 'controlLg', height: 'controlLg' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconTileVariants = NonNullable<RecipeVariants<typeof iconTile>>;
