import { style } from '@vanilla-extract/css';
import { autoGrid } from './autoGrid';
import { cluster, stack } from './layout';
import { vars } from './lightTheme.css';
import { sprinkles } from './sprinkles.css';

export const page = stack({ gap: 'xl', maxWidth: 'container' });

export const swatches = autoGrid('11rem', { gap: 'md' });

export const table = style([sprinkles({ fontSize: 'sm' }), { borderCollapse: 'collapse' }]);

export const cell = style([
  sprinkles({ paddingY: 'xs', paddingX: 'md', borderBottom: 'hairline', textAlign: 'start' }),
  { verticalAlign: 'baseline' },
]);

export const typeRow = style([
  sprinkles({ display: 'grid', alignItems: 'baseline', gap: 'md', margin: 'none' }),
  { gridTemplateColumns: 'minmax(6rem, auto) 1fr' },
]);

export const spaceRow = style([
  sprinkles({ display: 'grid', alignItems: 'center', gap: 'md' }),
  { gridTemplateColumns: '4rem 1fr' },
]);

export const spaceBar = style([
  sprinkles({ borderRadius: 'sm' }),
  { height: vars.space.lg, backgroundColor: vars.color.accent },
]);

export const row = cluster({ flexWrap: 'wrap', gap: 'md' });

export const fontSample = sprinkles({ margin: 'none', fontSize: 'lg' });
