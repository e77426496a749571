import { sectionHeading } from '@bazaar/ui/recipes';
import { cluster, mediaQueries, sprinkles, stack, vars } from '@bazaar/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';

export const page = stack({ gap: 'xl' });

export const top = style([
  sprinkles({ display: 'grid', gap: 'xl' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xxl },
      // The picture gives the details a little more room on a wide screen.
      [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
    },
  },
]);

export const info = stack({ alignItems: 'flex-start', gap: 'md', minWidth: '0' });

export const name = style([sectionHeading({ size: 'xxl' }), { overflowWrap: 'anywhere' }]);

export const facts = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', color: 'textMuted', fontSize: 'sm', margin: 'none' }),
  { gap: `${vars.space.xxs} ${vars.space.lg}` },
]);

export const ratingLine = cluster({
  flexWrap: 'wrap',
  gap: 'sm',
  color: 'textMuted',
  fontSize: 'sm',
  margin: 'none',
});

export const purchase = style([
  stack({ alignItems: 'flex-start', gap: 'md', width: 'full', paddingTop: 'md' }),
  { borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
]);

export const actions = cluster({ flexWrap: 'wrap', gap: 'sm' });

export const lower = style([
  sprinkles({ display: 'grid', gap: 'xl' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media': {
      [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
    },
  },
]);

export const reviews = stack({ gap: 'xl' });

export const fullDescription = style([
  sprinkles({ lineHeight: 'relaxed', overflowWrap: 'anywhere', margin: 'none' }),
  { whiteSpace: 'pre-line' },
]);

export const status = sprinkles({ color: 'textMuted', margin: 'none' });

export const problem = stack({
  alignItems: 'flex-start',
  gap: 'sm',
  borderRadius: 'md',
  backgroundColor: 'surface',
  padding: 'lg',
  border: 'hairline',
});

export const problemTitle = sprinkles({ color: 'danger', fontWeight: 'bold', margin: 'none' });

export const problemText = sprinkles({ margin: 'none' });

export const missing = stack({ alignItems: 'flex-start', gap: 'md', paddingY: 'xxl' });

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
