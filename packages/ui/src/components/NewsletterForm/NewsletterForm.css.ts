import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: '28rem',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const row = style({
  display: 'flex',
  minWidth: 0,
});

export const input = style({
  boxSizing: 'border-box',
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderInlineEnd: 'none',
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { ...focusRing, outlineOffset: 0 },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      borderWidth: vars.borderWidth.thick,
    },
    '&:read-only': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const button = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingInline: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.brand}`,
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandStrong },
    '&:focus-visible': focusRing,
    '&[data-pending="true"]': { cursor: 'progress', backgroundColor: vars.color.brandStrong },
  },
});

export const message = style({
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-tone="success"]': { color: vars.color.success },
    '&[data-tone="danger"]': { color: vars.color.danger },
  },
});
