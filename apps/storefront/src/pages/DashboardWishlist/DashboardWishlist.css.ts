import { sprinkles } from '@bazaar/ui/theme';

export const page = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const title = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xl',
  lineHeight: 'tight',
  margin: 'none',
});
