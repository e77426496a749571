import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';

export const grid = style([
  sprinkles({ display: 'grid', gap: 'md', listStyle: 'none', margin: 'none', padding: 'none' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' },
]);

export const cell = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 'xs',
  borderRadius: 'md',
  fontSize: 'sm',
  padding: 'sm',
  border: 'hairline',
});

export const sizes = sprinkles({ display: 'flex', alignItems: 'flex-end', gap: 'sm' });
