import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const text = style({
  margin: 0,
});
