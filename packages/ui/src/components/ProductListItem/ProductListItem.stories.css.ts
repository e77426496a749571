import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';

export const single = style({
  maxWidth: '44rem',
});

export const matrix = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }),
  { maxWidth: '44rem' },
]);
