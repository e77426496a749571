import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { bareButton } from '../../recipes/control.css';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/lightTheme.css';
import { transition } from '../../theme/rules';
import { sprinkles } from '../../theme/sprinkles.css';

export const wishlistToggleSizes = ['sm', 'md'] as const;

const breathe = keyframes({
  '0%, 100%': { transform: 'scale(1)' },
  '50%': { transform: 'scale(0.85)' },
});

export const toggle = recipe({
  base: [
    bareButton,
    sprinkles({
      position: 'relative',
      flexShrink: '0',
      borderRadius: 'pill',
      color: 'textMuted',
      boxShadow: 'card',
      border: 'strong',
    }),
    {
      backgroundColor: vars.color.surface,
      ...transition('background-color, border-color, color'),
      selectors: {
        '&:focus-visible': focusRing,
        '&:hover:not([aria-disabled="true"])': {
          backgroundColor: vars.color.surfaceHover,
          color: vars.color.danger,
        },
        '&[aria-pressed="true"]': { borderColor: vars.color.danger, color: vars.color.danger },
        '&[aria-disabled="true"]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    size: {
      sm: { width: vars.size.touchTarget, height: vars.size.touchTarget },
      md: { width: vars.size.controlLg, height: vars.size.controlLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ToggleVariants = NonNullable<RecipeVariants<typeof toggle>>;

// The outline heart is filled when saved: CSS fill overrides the icon's fill="none" attribute.
export const heart = style({
  selectors: {
    '[aria-pressed="true"] > &': { fill: 'currentColor' },
    '[data-status="pending"] > &': {
      animationName: breathe,
      animationDuration: '1s',
      animationIterationCount: 'infinite',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '[data-status="pending"] > &': { animationName: 'none', opacity: 0.6 } },
    },
  },
});
