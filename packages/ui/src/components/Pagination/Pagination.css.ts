import { style } from '@vanilla-extract/css';
import { pageControl } from '../../recipes/control.css';
import { bareList, centred, cluster, figures } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { transition } from '../../theme/rules';

export const list = style([bareList(), cluster({ flexWrap: 'wrap', justifyContent: 'center', gap: 'xs' })]);

export const control = style([
  pageControl,
  figures({ cursor: 'pointer', margin: 'none' }),
  {
    height: vars.size.touchTarget,
    // `font` resets the button's own size and face; the weight is set again after it.
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    ...transition('background-color, border-color, color'),
    selectors: {
      '&[aria-current="page"]': { cursor: 'default' },
      '&[aria-disabled="true"], &:disabled': {
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
      },
    },
  },
]);

export const gap = style([centred({ color: 'textMuted' }), { minWidth: vars.size.controlSm }]);
