import { sprinkles } from '@bazaar/ui/theme';

export const page = sprinkles({ paddingBottom: 'xxl' });
