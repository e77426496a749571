import { sprinkles, stack } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style([stack({ gap: 'md' }), { maxWidth: '28rem' }]);

export const note = sprinkles({ color: 'textMuted', lineHeight: 'relaxed', margin: 'none' });
