import { sprinkles } from '../../theme/sprinkles.css';

export const count = sprinkles({
  color: 'text',
  fontSize: 'md',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  margin: 'none',
});
