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
