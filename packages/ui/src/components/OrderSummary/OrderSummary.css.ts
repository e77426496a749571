import { style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { figures, split, stack, tile } from '../../theme/layout';
import { hairlineRule } from '../../theme/rules';
import { sprinkles } from '../../theme/sprinkles.css';

export const summary = tile({ gap: 'md', padding: 'lg', color: 'text', boxShadow: 'card' });

export const title = sectionHeading({ size: 'lg' });

export const rows = stack({ gap: 'sm', margin: 'none' });

export const row = style([split({ gap: 'md' })]);

export const totalRow = style([
  row,
  sprinkles({ fontSize: 'lg', fontWeight: 'bold', paddingTop: 'sm' }),
  { borderTop: hairlineRule },
]);

export const value = figures({ fontWeight: 'bold', textAlign: 'end', margin: 'none' });
