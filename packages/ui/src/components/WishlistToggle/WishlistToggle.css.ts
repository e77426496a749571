import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const wishlistToggleSizes = ['sm', 'md'] as const;

const breathe = keyframes({
  '0%, 100%': { transform: 'scale(1)' },
  '50%': { transform: 'scale(0.85)' },
});

export const toggle = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    margin: 0,
    padding: 0,
    border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
    cursor: 'pointer',
    boxShadow: vars.shadow.card,
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
    transitionTimingFunction: vars.easing.standard,
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
