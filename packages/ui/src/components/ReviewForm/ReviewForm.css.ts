import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
});

export const fieldRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const stars = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
});

export const star = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  fontSize: vars.fontSize.xxl,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const starShape = style({
  display: 'block',
  width: '1em',
  height: '1em',
  backgroundColor: vars.color.starEmpty,
  clipPath: 'polygon(50% 0%, 61% 35%, 98% 35%, 68% 57%, 79% 91%, 50% 70%, 21% 91%, 32% 57%, 2% 35%, 39% 35%)',
  selectors: {
    '[data-lit="true"] > &': { backgroundColor: vars.color.star },
  },
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      backgroundColor: 'GrayText',
      selectors: { '[data-lit="true"] > &': { backgroundColor: 'CanvasText' } },
    },
  },
});

export const textarea = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '7rem',
  padding: vars.space.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const prompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const promptText = style({
  margin: 0,
});
