import { style } from '@vanilla-extract/css';
import { cluster } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const banner = style([
  cluster({ flexWrap: 'wrap', gap: 'sm', fontSize: 'sm', margin: 'none', paddingY: 'xs', paddingX: 'md' }),
  {
    backgroundColor: vars.color.infoSubtle,
    color: vars.color.onInfoSubtle,
    selectors: {
      '&[data-status="reconnecting"]': {
        backgroundColor: vars.color.warningSubtle,
        color: vars.color.onWarningSubtle,
      },
      '&[data-status="refused"]': {
        backgroundColor: vars.color.dangerSubtle,
        color: vars.color.onDangerSubtle,
      },
    },
  },
]);

export const text = sprinkles({ flex: 'fill', minWidth: '0', margin: 'none' });
