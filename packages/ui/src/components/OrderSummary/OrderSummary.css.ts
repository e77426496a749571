import { style } from '@vanilla-extract/css';
import { figures, split } from '../../theme/layout';
import { hairlineRule } from '../../theme/rules';
import { sprinkles } from '../../theme/sprinkles.css';

export const row = style([split({ gap: 'md' })]);

export const totalRow = style([
  row,
  sprinkles({ fontSize: 'lg', fontWeight: 'bold', paddingTop: 'sm' }),
  { borderTop: hairlineRule },
]);

export const value = figures({ fontWeight: 'bold', textAlign: 'end', margin: 'none' });
