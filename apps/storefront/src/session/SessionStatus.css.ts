import { cluster, sprinkles, vars } from '@bazaar/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

export const status = cluster({
  justifyContent: 'center',
  gap: 'sm',
  color: 'textMuted',
  fontSize: 'md',
  margin: 'none',
  paddingY: 'xxl',
});

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const spinner = style([
  sprinkles({ display: 'inline-block', flexShrink: '0', boxSizing: 'border-box' }),
  {
    width: '1.25em',
    height: '1.25em',
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
]);
