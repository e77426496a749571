import { style } from '@vanilla-extract/css';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const page = stack({ gap: 'lg' });

/** Stands for a listing's products: taller than the screen, like a page of twelve. */
export const results = stack({ gap: 'md', listStyle: 'none', margin: 'none', padding: 'none' });

export const result = style([
  sprinkles({ borderRadius: 'md', padding: 'md', border: 'hairline' }),
  { minHeight: `calc(${vars.size.controlLg} * 3)` },
]);
