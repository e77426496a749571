import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';

export const matrix = style([
  sprinkles({ display: 'grid', gap: 'xl' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))' },
]);
