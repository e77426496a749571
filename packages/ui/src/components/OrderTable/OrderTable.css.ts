import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const filterLabel = style({
  fontWeight: vars.fontWeight.medium,
});

export const select = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': focusRing },
});

export const scroller = style({
  overflowX: 'auto',
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  // Loading keeps the old rows at full contrast (dimming them would fail AA); the status line says so.
  selectors: {
    '&[data-status="loading"]': { cursor: 'progress' },
  },
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

globalStyle(`${table} thead th`, {
  backgroundColor: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tbody tr:last-child > *`, {
  borderBottom: 'none',
});

export const caption = style({
  padding: vars.space.md,
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const orderId = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const nowrap = style({
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  gap: vars.space.xs,
});

export const loading = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xl,
  border: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
});

export const emptyText = style({
  margin: 0,
});
