import { style } from '@vanilla-extract/css';
import { thumbFrame } from '../../recipes/media.css';
import { mediaQueries } from '../../theme/breakpoints';
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

export const line = style([
  sprinkles({ display: 'grid', alignItems: 'center', gap: 'md' }),
  { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
]);

export const thumb = style([thumbFrame, { width: `calc(${vars.size.touchTarget} * 1.5)` }]);

export const muted = sprinkles({ color: 'textMuted', fontSize: 'sm' });
