import { sprinkles, stack } from '@bazaar/ui/theme';

export const page = stack({ gap: 'lg' });

export const title = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xl',
  lineHeight: 'tight',
  margin: 'none',
});
