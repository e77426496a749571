import { cluster } from '../../theme/layout';

export const matrix = cluster({ flexWrap: 'wrap', gap: 'lg' });
