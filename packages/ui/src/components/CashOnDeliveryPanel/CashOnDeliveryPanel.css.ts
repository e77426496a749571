import { tile } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const panel = tile({ alignItems: 'flex-start', gap: 'md', color: 'text', padding: 'lg' });

export const text = sprinkles({ margin: 'none' });
