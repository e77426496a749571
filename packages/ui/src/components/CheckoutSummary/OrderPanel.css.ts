import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The panels of an order before it is paid: checkout's shop groups and Order Summary (SPEC.md §2.8) and the
 * payment page's Order Summary (§2.9). Shared so the amounts look the same from one step to the next.
 */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** The amounts, a <dl> of label and amount rows. */
export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.textMuted,
});

/** The last row, the sum to pay, set off by a rule above it. */
export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const amount = style({
  margin: 0,
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

/** A quiet line under the amounts: why Place Order waits, or that shipping is included. */
export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
