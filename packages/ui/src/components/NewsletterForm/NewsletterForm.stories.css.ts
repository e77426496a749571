import { autoGrid } from '../../theme/autoGrid';

export const matrix = autoGrid('20rem', { gap: 'xl' });
