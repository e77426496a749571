import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';

export const frame = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }),
  { maxWidth: '32rem' },
]);
