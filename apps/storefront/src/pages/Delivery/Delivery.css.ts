import { stack } from '@bazaar/ui/theme';

export const page = stack({ gap: 'xxl', paddingBottom: 'xxl' });
