import { autoGrid } from '../../theme/autoGrid';

export const grid = autoGrid('9rem', { gap: 'md' });
