import { sprinkles } from '../../theme/sprinkles.css';

export const matrix = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'lg' });
