import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const hero = style([
  stack({
    gap: 'md',
    borderRadius: 'xl',
    backgroundColor: 'brandSubtle',
    padding: 'xl',
    border: 'transparent',
  }),
  {
    '@media': {
      [mediaQueries.desktop]: { padding: vars.space.xxl },
    },
  },
]);

export const title = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xxxl',
  fontWeight: 'bold',
  lineHeight: 'tight',
  color: 'text',
  margin: 'none',
});

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

export const stat = stack({
  gap: 'xxs',
  borderRadius: 'lg',
  backgroundColor: 'surface',
  padding: 'md',
  border: 'hairline',
});

export const statLabel = sprinkles({ fontSize: 'sm', color: 'textMuted' });

export const statValue = style([
  sprinkles({ fontFamily: 'heading', fontSize: 'xxl', fontWeight: 'bold', lineHeight: 'tight' }),
  { color: vars.color.brandStrong },
]);
