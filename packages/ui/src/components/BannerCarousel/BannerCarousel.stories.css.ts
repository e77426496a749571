import { stack } from '../../theme/layout';

export const matrix = stack({ gap: 'xxl' });
