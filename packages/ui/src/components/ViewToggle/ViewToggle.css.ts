import { style } from '@vanilla-extract/css';
import { bareButton } from '../../recipes/control.css';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/lightTheme.css';
import { transition } from '../../theme/rules';
import { sprinkles } from '../../theme/sprinkles.css';

export const item = style([
  bareButton,
  sprinkles({ borderRadius: 'sm', color: 'textMuted', border: 'transparent' }),
  {
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    ...transition('background-color, color'),
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
      '&:focus-visible': focusRing,
      '&[data-state="on"]': {
        backgroundColor: vars.color.brandSubtle,
        borderColor: vars.color.brand,
        color: vars.color.brandStrong,
      },
    },
  },
]);

/** Icons drawn in CSS with the text colour, so they follow hover, selection and forced colours. */
const icon = sprinkles({ display: 'grid', gap: 'xxs', width: 'icon', height: 'icon' });

export const gridIcon = style([icon, { gridTemplateColumns: '1fr 1fr', gridTemplateRows: '1fr 1fr' }]);

export const listIcon = style([icon, { gridTemplateRows: '1fr 1fr 1fr' }]);

export const iconCell = style([
  sprinkles({ borderRadius: 'sm' }),
  {
    backgroundColor: 'currentColor',
    '@media': {
      '(forced-colors: active)': { backgroundColor: 'CanvasText' },
    },
  },
]);
