import { sprinkles } from '../../theme/sprinkles.css';

export const matrix = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxl' });
