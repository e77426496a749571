import { style } from '@vanilla-extract/css';
import { figures, split, tile } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { hairlineRule } from '../../theme/rules';

export const group = style([
  tile({ gap: 'sm', padding: 'lg' }),
  {
    '@media': {
      'screen and (width < 30rem)': { padding: vars.space.md },
    },
  },
]);

export const item = style({ selectors: { '& + &': { borderTop: hairlineRule } } });

export const row = split({ gap: 'md' });

export const amount = figures({ fontWeight: 'bold', margin: 'none' });
