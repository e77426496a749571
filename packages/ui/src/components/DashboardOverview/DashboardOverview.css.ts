import { style } from '@vanilla-extract/css';
import { columns } from '../../recipes/columns.css';
import { focusRing } from '../../theme/focusRing';
import { bareList, tile } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';

export const counts = style([bareList({ gap: 'md' }), columns({ tablet: 3 })]);

/** The whole card is the link to the list it counts. */
export const count = style([
  tile({ flex: 'fill', gap: 'xxs', padding: 'lg', color: 'text', boxShadow: 'card', textDecoration: 'none' }),
  {
    selectors: {
      '&:hover': { borderColor: vars.color.link },
      '&:focus-visible': focusRing,
    },
  },
]);
