import { style } from '@vanilla-extract/css';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { hairlineRule } from '../../theme/rules';

export const section = style([
  stack({ gap: 'sm', borderRadius: 'lg', backgroundColor: 'surfaceSunken', padding: 'lg', border: 'dashed' }),
  {
    '@media': {
      'screen and (width < 30rem)': { padding: vars.space.md },
    },
  },
]);

export const item = style({ selectors: { '& + &': { borderTop: hairlineRule } } });
