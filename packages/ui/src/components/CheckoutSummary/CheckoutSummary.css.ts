import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

const panel = {
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
} as const;

export const group = style({
  ...panel,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const shopName = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
});

export const thumb = style({
  position: 'relative',
  width: `calc(${vars.size.touchTarget} * 1.5)`,
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const lineText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const lineName = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const lineTotal = style({
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const summary = style({
  ...panel,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const summaryTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.textMuted,
});

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const amount = style({
  margin: 0,
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const reason = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.onDangerSubtle,
});

export const problemTitle = style({
  fontWeight: vars.fontWeight.bold,
});
