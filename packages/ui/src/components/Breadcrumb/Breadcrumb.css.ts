import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const item = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs', minWidth: '0' }),
  {
    selectors: {
      // A chevron drawn with borders between items: nothing for a screen reader to read out.
      '& + &::before': {
        content: '""',
        flexShrink: 0,
        width: '0.4em',
        height: '0.4em',
        marginInlineEnd: vars.space.xs,
        borderTop: `${vars.borderWidth.thick} solid ${vars.color.textMuted}`,
        borderRight: `${vars.borderWidth.thick} solid ${vars.color.textMuted}`,
        transform: 'rotate(45deg)',
      },
    },
  },
]);
