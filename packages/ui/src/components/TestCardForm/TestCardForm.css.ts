import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const fieldWide = style([field, { gridColumn: '1 / -1' }]);

export const label = style({
  fontWeight: vars.fontWeight.medium,
});

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.onInfoSubtle,
  fontSize: vars.fontSize.sm,
});

export const noteTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const noteText = style({
  margin: 0,
});

export const cards = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const cardNumber = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
