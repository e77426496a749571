import { recipe } from '@vanilla-extract/recipes';
import { stack } from '../theme/layout';
import { sprinkles } from '../theme/sprinkles.css';

/**
 * A tinted block without a frame that opens a page or states its aim; its transparent border keeps an outline
 * in forced colours.
 */
export const banner = recipe({
  base: stack({ borderRadius: 'xl', padding: 'xl', border: 'transparent' }),
  variants: {
    tone: {
      brand: sprinkles({ backgroundColor: 'brandSubtle' }),
      accent: sprinkles({ backgroundColor: 'accentSubtle' }),
    },
  },
  defaultVariants: { tone: 'brand' },
});

/** A sentence set large in the heading face: a mission, a quote. */
export const statement = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xl',
  fontWeight: 'medium',
  lineHeight: 'snug',
  color: 'text',
  margin: 'none',
});
