import { sprinkles } from '../../theme/sprinkles.css';

export const text = sprinkles({ margin: 'none' });
