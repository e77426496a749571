import { style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { vars } from '../../theme/contract.css';

export const breakdown = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xl,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const average = sectionHeading({ size: 'xxl' });

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 16rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1.5rem 1fr 3rem',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const stars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const starIcon = style({
  display: 'inline-block',
  width: '0.9em',
  height: '0.9em',
  backgroundColor: vars.color.star,
  clipPath: 'polygon(50% 0%, 61% 35%, 98% 35%, 68% 57%, 79% 91%, 50% 70%, 21% 91%, 32% 57%, 2% 35%, 39% 35%)',
});

export const bar = style({
  display: 'block',
  height: vars.space.sm,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  // Forced colours drop backgrounds: an outline keeps the bar's track visible.
  outline: `${vars.borderWidth.hairline} solid transparent`,
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.star,
  '@media': {
    '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  },
});

export const percent = style({
  color: vars.color.textMuted,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});
