import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { cluster } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const nav = sprinkles({ display: 'flex', justifyContent: 'center' });

export const list = cluster({
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 'xs',
  listStyle: 'none',
  margin: 'none',
  padding: 'none',
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: 0,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover:not([aria-current="page"], [aria-disabled="true"], :disabled)': {
      backgroundColor: vars.color.surfaceHover,
      borderColor: vars.color.borderStrong,
    },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      cursor: 'default',
    },
    '&[aria-disabled="true"], &:disabled': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const gap = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: 'textMuted' }),
  { minWidth: vars.size.controlSm },
]);
