import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const payBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.onWarningSubtle,
});

export const payText = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const address = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontStyle: 'normal',
  overflowWrap: 'anywhere',
});

export const strong = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

const rowBase = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
} as const;

export const row = style({
  ...rowBase,
  color: vars.color.textMuted,
});

export const totalRow = style({
  ...rowBase,
  paddingBlock: vars.space.sm,
  borderBlock: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  textAlign: 'end',
});

export const products = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const product = style({
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

export const productText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const lineTotal = style({
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const notFound = style({
  margin: 0,
  padding: vars.space.xl,
  border: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});
