import { sectionHeading } from '@bazaar/ui/recipes';
import { mediaQueries, vars } from '@bazaar/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xxl },
    // The picture gives the details a little more room on a wide screen.
    [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
  },
});

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minWidth: 0,
});

export const name = style([sectionHeading({ size: 'xxl' }), { overflowWrap: 'anywhere' }]);

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const ratingLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const purchase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  width: '100%',
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const lower = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
  },
});

export const reviews = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const fullDescription = style({
  margin: 0,
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const problemTitle = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const problemText = style({
  margin: 0,
});

export const missing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
});

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.55 },
});

export const skeleton = style({
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const skeletonPicture = style({
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.lg,
});

export const skeletonLine = style({
  width: '100%',
  height: vars.space.lg,
});

export const skeletonTitle = style({
  width: '80%',
  height: vars.space.xxl,
});

export const skeletonShort = style({
  width: '40%',
  height: vars.space.lg,
});
