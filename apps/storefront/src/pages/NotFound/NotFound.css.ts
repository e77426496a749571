import { sprinkles, stack, vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style([
  stack({ alignItems: 'flex-start', gap: 'md', paddingY: 'xxl' }),
  { maxWidth: '40rem' },
]);

export const code = style([
  sprinkles({ fontFamily: 'heading', fontSize: 'sm', fontWeight: 'bold', margin: 'none' }),
  { color: vars.color.brandStrong },
]);

export const title = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xxxl',
  lineHeight: 'tight',
  margin: 'none',
});

export const text = sprinkles({ color: 'textMuted', lineHeight: 'relaxed', margin: 'none' });

export const links = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', listStyle: 'none', padding: 'none' }),
  { margin: 0, marginTop: vars.space.md },
]);
