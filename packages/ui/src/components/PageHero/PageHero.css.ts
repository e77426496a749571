import { style } from '@vanilla-extract/css';
import { banner } from '../../recipes/banner.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { mediaQueries } from '../../theme/breakpoints';
import { headingFace } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const hero = style([
  banner({ tone: 'brand' }),
  sprinkles({ gap: 'md' }),
  { '@media': { [mediaQueries.desktop]: { padding: vars.space.xxl } } },
]);

export const title = style([sectionHeading(), { fontSize: vars.fontSize.xxxl, color: vars.color.text }]);

export const lead = style([
  sprinkles({ fontSize: 'lg', lineHeight: 'relaxed', color: 'text', margin: 'none' }),
  { maxWidth: '48rem' },
]);

export const stats = style([
  sprinkles({ display: 'grid', gap: 'md', listStyle: 'none', padding: 'none' }),
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    margin: 0,
    marginTop: vars.space.sm,
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const statValue = style([
  headingFace({ fontSize: 'xxl', fontWeight: 'bold', lineHeight: 'tight' }),
  { color: vars.color.brandStrong },
]);
