import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { frame } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';
import { transition } from '../theme/rules';

export const cardElevations = ['flat', 'raised', 'floating'] as const;
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;

/** A surface card: a white panel on the page, bordered, optionally lifted by a shadow. */
export const card = recipe({
  base: [frame({ color: 'text' }), transition('box-shadow', vars.duration.base)],
  variants: {
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.card },
      floating: { boxShadow: vars.shadow.raised },
    },
    padding: {
      none: {},
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    /** Lifts on hover, for a card that is one big link or button. */
    interactive: {
      true: { selectors: { '&:hover': { boxShadow: vars.shadow.raised } } },
      false: {},
    },
  },
  defaultVariants: {
    elevation: 'raised',
    padding: 'md',
    interactive: false,
  },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
