import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: vars.size.container,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const chip = style({
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
});

export const swatchName = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const swatchValue = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'baseline',
});

export const pairSample = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const typeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr',
  alignItems: 'baseline',
  gap: vars.space.md,
  margin: 0,
});

export const spaceRow = style({
  display: 'grid',
  gridTemplateColumns: '4rem 1fr',
  alignItems: 'center',
  gap: vars.space.md,
});

export const spaceBar = style({
  height: vars.space.lg,
  backgroundColor: vars.color.accent,
  borderRadius: vars.radius.sm,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const fontSample = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});
