import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/focusRing';
import { centred } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';
import { transition } from '../theme/rules';
import { sprinkles } from '../theme/sprinkles.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

// Hover only while the button can be used, so a disabled button does not light up under the pointer.
const hover = '&:hover:not(:disabled, [aria-disabled="true"])';
const inactive = '&:disabled, &[aria-disabled="true"]';
// A toggle button that is on: aria-pressed, or data-state="on" from radix-ui's Toggle.
const on = '&[aria-pressed="true"], &[data-state="on"]';
const onStyle = {
  backgroundColor: vars.color.brandSubtle,
  borderColor: vars.color.brand,
  color: vars.color.brandStrong,
};

/** For <button> and for a link that looks like one: `<a className={button({ variant: 'secondary' })}>`. */
export const button = recipe({
  base: [
    // A transparent border still shows in Windows' forced colours, where backgrounds are dropped.
    centred({ gap: 'sm', margin: 'none', border: 'transparent', borderRadius: 'md', fontFamily: 'inherit' }),
    sprinkles({ fontWeight: 'medium', lineHeight: 'tight', textAlign: 'center', whiteSpace: 'nowrap' }),
    {
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      ...transition('background-color, border-color, color, box-shadow'),
      selectors: {
        '&:focus-visible': focusRing,
        [inactive]: {
          backgroundColor: vars.color.surfaceSunken,
          borderColor: vars.color.border,
          color: vars.color.textDisabled,
          cursor: 'not-allowed',
        },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { [hover]: { backgroundColor: vars.color.brandStrong } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.brand,
        color: vars.color.brandStrong,
        selectors: { [on]: onStyle, [hover]: { backgroundColor: vars.color.brandSubtle } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { [on]: onStyle, [hover]: { backgroundColor: vars.color.surfaceSunken } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { [hover]: { backgroundColor: vars.color.dangerStrong } },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.size.touchTarget,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: {
    variant: 'primary',
    size: 'md',
    fullWidth: false,
  },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
