import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const row = style({
  clear: 'both',
  display: 'flex',
  gap: vars.space.sm,
  minWidth: 0,
});

export const label = visuallyHidden;

export const input = style({
  boxSizing: 'border-box',
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textDisabled,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'not-allowed',
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
