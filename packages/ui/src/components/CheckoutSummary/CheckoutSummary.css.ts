import { style } from '@vanilla-extract/css';
import { thumbFrame } from '../../recipes/media.css';
import { mediaQueries } from '../../theme/breakpoints';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const layout = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media': {
      [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
    },
  },
]);

export const groups = stack({ gap: 'md' });

export const shopName = sprinkles({
  fontSize: 'md',
  fontWeight: 'bold',
  overflowWrap: 'anywhere',
  margin: 'none',
});

export const lines = stack({ gap: 'md', listStyle: 'none', margin: 'none', padding: 'none' });

export const line = style([
  sprinkles({ display: 'grid', alignItems: 'center', gap: 'md' }),
  { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
]);

export const thumb = style([thumbFrame, { width: `calc(${vars.size.touchTarget} * 1.5)` }]);

export const lineText = stack({ gap: 'xxs', minWidth: '0' });

export const lineName = sprinkles({ fontWeight: 'medium', overflowWrap: 'anywhere' });

export const muted = sprinkles({ color: 'textMuted', fontSize: 'sm' });

export const lineTotal = sprinkles({ fontWeight: 'bold', whiteSpace: 'nowrap' });
