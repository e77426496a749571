import { autoGrid } from '../../theme/autoGrid';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const grid = autoGrid('9rem', { gap: 'md' });

export const cell = stack({
  alignItems: 'flex-start',
  gap: 'xs',
  borderRadius: 'md',
  fontSize: 'sm',
  padding: 'sm',
  border: 'hairline',
});

export const sizes = sprinkles({ display: 'flex', alignItems: 'flex-end', gap: 'sm' });
