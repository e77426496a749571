import { style } from '@vanilla-extract/css';
import { figures, split } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const row = split({ gap: 'md' });

export const totalRow = style([
  row,
  sprinkles({ fontSize: 'lg', fontWeight: 'bold', paddingTop: 'sm', borderTop: 'hairline' }),
]);

export const value = figures({ fontWeight: 'bold', textAlign: 'end', margin: 'none' });
