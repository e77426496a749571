import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/lightTheme.css';
import { hairlineRule } from '../theme/rules';

export const problemTones = ['surface', 'stripe', 'danger'] as const;

/**
 * What a page or a list shows when it cannot show its content: a title, a sentence, a way on. `surface` is a
 * bordered panel whose title carries the danger colour, `stripe` adds a danger edge, `danger` fills it.
 */
export const problemPanel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.lg,
  },
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
      danger: {
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.dangerSubtle,
        color: vars.color.onDangerSubtle,
      },
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
