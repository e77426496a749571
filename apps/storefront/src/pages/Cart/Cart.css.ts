import { sprinkles } from '@bazaar/ui/theme';

export const page = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' });

export const title = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xxl',
  lineHeight: 'tight',
  margin: 'none',
});
