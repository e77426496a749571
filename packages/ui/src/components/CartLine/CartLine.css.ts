import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gridTemplateAreas: '"picture details" "controls controls" "notes notes"',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  paddingBlock: vars.space.md,
  '@media': {
    'screen and (width >= 40rem)': {
      gridTemplateColumns: '6rem minmax(0, 1fr) auto',
      gridTemplateAreas: '"picture details controls" "picture notes notes"',
    },
  },
});

export const picture = style({
  gridArea: 'picture',
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const details = style({
  gridArea: 'details',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const brand = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const stockBadge = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.inverse,
  color: vars.color.onInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': {
    'screen and (width >= 40rem)': {
      flexDirection: 'column',
      alignItems: 'flex-end',
      justifyContent: 'flex-start',
    },
  },
});

export const lineTotal = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const notes = style({
  gridArea: 'notes',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const warning = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.onWarningSubtle,
  fontSize: vars.fontSize.sm,
});

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
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
