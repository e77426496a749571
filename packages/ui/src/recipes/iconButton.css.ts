import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/focusRing';
import { centred } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';
import { transition } from '../theme/rules';
import { sprinkles } from '../theme/sprinkles.css';

export const iconButtonTones = ['outline', 'ghost'] as const;

/**
 * A square button that holds only an icon, a touch target wide; its accessible name comes from aria-label.
 * `outline` is a round button on a surface (a carousel's previous and next), `ghost` a quiet one in a bar.
 */
export const iconButton = recipe({
  base: [
    centred({
      flexShrink: '0',
      width: 'touchTarget',
      height: 'touchTarget',
      margin: 'none',
      padding: 'none',
    }),
    sprinkles({ color: 'text', cursor: 'pointer' }),
    { selectors: { '&:focus-visible': focusRing } },
  ],
  variants: {
    tone: {
      outline: {
        border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
        borderRadius: vars.radius.pill,
        backgroundColor: vars.color.surface,
        boxShadow: vars.shadow.card,
        ...transition('background-color, color, border-color'),
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.surfaceHover,
            borderColor: vars.color.text,
          },
          '&:disabled': {
            borderColor: vars.color.border,
            color: vars.color.textDisabled,
            boxShadow: 'none',
            cursor: 'not-allowed',
          },
        },
      },
      ghost: {
        border: `${vars.borderWidth.hairline} solid transparent`,
        borderRadius: vars.radius.md,
        backgroundColor: 'transparent',
        selectors: { '&:hover': { backgroundColor: vars.color.surfaceSunken } },
      },
    },
  },
  defaultVariants: { tone: 'outline' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
