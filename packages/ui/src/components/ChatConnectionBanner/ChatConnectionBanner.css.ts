import { cluster } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

/** The markup lays it on the tint of what it says: info while connecting, warning, danger when refused. */
export const banner = cluster({
  flexWrap: 'wrap',
  gap: 'sm',
  fontSize: 'sm',
  margin: 'none',
  paddingY: 'xs',
  paddingX: 'md',
});

export const text = sprinkles({ flex: 'fill', minWidth: '0', margin: 'none' });
