import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const field = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: vars.space.xs,
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  resize: 'vertical',
  selectors: { '&:focus-visible': focusRing },
});
