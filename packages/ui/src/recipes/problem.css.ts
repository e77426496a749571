import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { stack } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';
import { hairlineRule } from '../theme/rules';
import { sprinkles } from '../theme/sprinkles.css';

export const problemTones = ['surface', 'stripe', 'danger'] as const;

/**
 * What a page or a list shows when it cannot show its content: a title, a sentence, a way on. `surface` is a
 * bordered panel whose title carries the danger colour, `stripe` adds a danger edge, `danger` fills it.
 */
export const problemPanel = recipe({
  base: stack({ alignItems: 'flex-start', gap: 'sm', padding: 'lg' }),
  variants: {
    tone: {
      surface: {
        border: hairlineRule,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface,
      },
      stripe: {
        border: hairlineRule,
        borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.danger}`,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface,
      },
      danger: sprinkles({ borderRadius: 'lg', backgroundColor: 'dangerSubtle', color: 'onDangerSubtle' }),
    },
  },
  defaultVariants: { tone: 'surface' },
});

export const problemTitle = recipe({
  base: { margin: 0, fontWeight: vars.fontWeight.bold },
  variants: {
    tone: {
      surface: { color: vars.color.danger },
      stripe: { color: vars.color.danger },
      danger: {},
    },
  },
  defaultVariants: { tone: 'surface' },
});

export const problemText = style({ margin: 0 });

export type ProblemPanelVariants = NonNullable<RecipeVariants<typeof problemPanel>>;
