import { sprinkles } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' }),
  { maxWidth: '28rem' },
]);

export const note = sprinkles({ color: 'textMuted', lineHeight: 'relaxed', margin: 'none' });
