import { sprinkles } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style([sprinkles({ color: 'textMuted', padding: 'lg' }), { minHeight: '50vh' }]);
