import { sprinkles, stack } from '@bazaar/ui/theme';

export const page = stack({ gap: 'xl' });

export const title = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xxl',
  lineHeight: 'tight',
  margin: 'none',
});
