import { spinner as spinnerRecipe } from '@bazaar/ui/recipes';
import { cluster } from '@bazaar/ui/theme';

export const status = cluster({
  justifyContent: 'center',
  gap: 'sm',
  color: 'textMuted',
  fontSize: 'md',
  margin: 'none',
  paddingY: 'xxl',
});

export const spinner = spinnerRecipe({ size: 'lg' });
