import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const form = style([stack({ gap: 'xs', width: 'full' }), { maxWidth: '28rem' }]);

export const input = style([
  sprinkles({
    boxSizing: 'border-box',
    flex: 'auto',
    minWidth: '0',
    minHeight: 'touchTarget',
    backgroundColor: 'surface',
    color: 'text',
    fontFamily: 'inherit',
    fontSize: 'md',
    margin: 'none',
    paddingX: 'md',
  }),
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
  sprinkles({
    boxSizing: 'border-box',
    flexShrink: '0',
    minHeight: 'touchTarget',
    backgroundColor: 'brand',
    color: 'onBrand',
    fontFamily: 'inherit',
    fontSize: 'sm',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    margin: 'none',
    paddingX: 'lg',
  }),
  {
    border: `${vars.borderWidth.hairline} solid ${vars.color.brand}`,
    borderStartEndRadius: vars.radius.md,
    borderEndEndRadius: vars.radius.md,
    selectors: {
      '&:hover': { backgroundColor: vars.color.brandStrong },
      '&:focus-visible': focusRing,
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
