import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/lightTheme.css';
import { hairlineRule } from '../../theme/rules';
import { sprinkles } from '../../theme/sprinkles.css';

export const list = style([sprinkles({ display: 'flex', gap: 'xs' }), { borderBottom: hairlineRule }]);

export const trigger = style({
  boxSizing: 'border-box',
  minHeight: vars.size.touchTarget,
  margin: 0,
  marginBottom: `calc(-1 * ${vars.borderWidth.hairline})`,
  paddingInline: vars.space.lg,
  border: 'none',
  borderBottom: `${vars.borderWidth.thick} solid transparent`,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.brandStrong, borderBottomColor: vars.color.brand },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
  },
});

export const panel = style({
  minWidth: 0,
  selectors: {
    '&:focus-visible': focusRing,
  },
});
