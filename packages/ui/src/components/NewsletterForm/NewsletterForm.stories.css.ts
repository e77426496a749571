import { autoGrid } from '../../theme/layout';

export const matrix = autoGrid('20rem', { gap: 'xl' });
