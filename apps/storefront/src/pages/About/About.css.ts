import { stack } from '@bazaar/ui/theme';

export const page = stack({ gap: 'xxxl', paddingBottom: 'xxl' });
