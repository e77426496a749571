import { vars } from '@bazaar/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.xxl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
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
});
