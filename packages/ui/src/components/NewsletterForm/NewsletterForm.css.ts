import { style } from '@vanilla-extract/css';
import { fieldButton } from '../../recipes/fieldButton.css';
import { focusRing } from '../../theme/focusRing';
import { fieldBox, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const form = style([stack({ gap: 'xs', width: 'full' }), { maxWidth: '28rem' }]);

export const label = sprinkles({ fontSize: 'sm', fontWeight: 'medium' });

export const row = sprinkles({ display: 'flex', minWidth: '0' });

export const input = style([
  fieldBox({ flex: 'auto', backgroundColor: 'surface' }),
  {
    border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
    borderInlineEnd: 'none',
    borderStartStartRadius: vars.radius.md,
    borderEndStartRadius: vars.radius.md,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:focus-visible': { ...focusRing, outlineOffset: 0 },
      '&[aria-invalid="true"]': {
        borderColor: vars.color.danger,
        borderWidth: vars.borderWidth.thick,
      },
      '&:read-only': { backgroundColor: vars.color.surfaceSunken },
    },
  },
]);

export const button = style([
  fieldButton,
  sprinkles({ whiteSpace: 'nowrap', margin: 'none', paddingX: 'lg' }),
  {
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
