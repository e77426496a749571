import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const status = style([
  sprinkles({ fontWeight: 'bold' }),
  {
    selectors: {
      '&[data-availability="in-stock"]': { color: vars.color.success },
      '&[data-availability="out-of-stock"]': { color: vars.color.danger },
    },
  },
]);
