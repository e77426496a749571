import { style } from '@vanilla-extract/css';
import { button as buttonRecipe } from '../../recipes/button.css';
import { formInput } from '../../recipes/field.css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const form = style([stack({ gap: 'xs', width: 'full' }), { maxWidth: '28rem' }]);

export const label = sprinkles({ fontSize: 'sm', fontWeight: 'medium' });

export const row = sprinkles({ display: 'flex', minWidth: '0' });

// The field and its button join into one control: the field's end corners and the button's start corners are square.
export const input = style([
  formInput(),
  sprinkles({ flex: 'auto', minWidth: '0', margin: 'none' }),
  {
    width: 'auto',
    borderInlineEnd: 'none',
    borderStartEndRadius: 0,
    borderEndEndRadius: 0,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:focus-visible': { ...focusRing, outlineOffset: 0 },
      '&[aria-invalid="true"]': { borderWidth: vars.borderWidth.thick },
      '&:read-only': { backgroundColor: vars.color.surfaceSunken },
    },
  },
]);

export const button = style([
  buttonRecipe(),
  sprinkles({ flexShrink: '0' }),
  {
    fontSize: vars.fontSize.sm,
    borderColor: vars.color.brand,
    borderStartStartRadius: 0,
    borderEndStartRadius: 0,
    selectors: {
      '&[data-pending="true"]': { cursor: 'progress', backgroundColor: vars.color.brandStrong },
    },
  },
]);

export const message = style([
  sprinkles({ fontSize: 'sm', fontWeight: 'medium', margin: 'none' }),
  {
    minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
    selectors: {
      '&[data-tone="success"]': { color: vars.color.success },
      '&[data-tone="danger"]': { color: vars.color.danger },
    },
  },
]);
