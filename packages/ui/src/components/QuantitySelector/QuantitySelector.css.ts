import { style } from '@vanilla-extract/css';
import { bareButton } from '../../recipes/control.css';
import { focusRing } from '../../theme/focusRing';
import { centred, fieldBox, figures } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { hairlineRule } from '../../theme/rules';

export const step = style([
  bareButton,
  fieldBox({ minWidth: 'touchTarget', fontSize: 'xl', paddingX: 'none', border: 'none' }),
  {
    lineHeight: 1,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceHover },
      '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
      '&[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
  },
]);

export const value = style([
  centred({ minWidth: 'touchTarget', fontSize: 'md', fontWeight: 'bold', paddingX: 'sm' }),
  figures(),
  { borderInline: hairlineRule },
]);
