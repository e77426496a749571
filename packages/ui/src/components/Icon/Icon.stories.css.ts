import { style } from '@vanilla-extract/css';
import { bareList, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const grid = style([
  bareList({ display: 'grid', gap: 'md' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' },
]);

export const cell = stack({
  alignItems: 'flex-start',
  gap: 'xs',
  borderRadius: 'md',
  fontSize: 'sm',
  padding: 'sm',
  border: 'hairline',
});

export const sizes = sprinkles({ display: 'flex', alignItems: 'flex-end', gap: 'sm' });
