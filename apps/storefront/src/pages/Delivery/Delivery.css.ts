import { sprinkles } from '@bazaar/ui/theme';

export const page = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxl', paddingBottom: 'xxl' });
