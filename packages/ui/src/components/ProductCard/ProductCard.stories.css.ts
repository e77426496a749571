import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';

export const single = style({
  width: '16rem',
});

export const matrix = style([
  sprinkles({ display: 'grid', gap: 'lg', alignItems: 'stretch' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' },
]);
