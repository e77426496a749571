import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/lightTheme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerSizes = ['md', 'lg'] as const;

/** The ring shown beside a text while something waits for the server (SPEC.md §2.5), in the text's colour. */
export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    boxSizing: 'border-box',
    border: `${vars.borderWidth.thick} solid currentColor`,
    borderRightColor: 'transparent',
    borderRadius: '50%',
    animationName: spin,
    animationDuration: '0.8s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationName: 'none' },
    },
  },
  variants: {
    size: {
      md: { width: '1em', height: '1em' },
      lg: { width: '1.25em', height: '1.25em' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
