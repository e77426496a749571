import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const panelGaps = ['sm', 'md', 'lg'] as const;

/** A bordered surface that stacks its content: a form, a page's notice, a side panel. */
export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    gap: {
      sm: { gap: vars.space.sm },
      md: { gap: vars.space.md },
      lg: { gap: vars.space.lg },
    },
    padding: {
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    radius: {
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
    },
  },
  defaultVariants: { gap: 'lg', padding: 'lg', radius: 'lg' },
});

export type PanelVariants = NonNullable<RecipeVariants<typeof panel>>;
