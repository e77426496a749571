import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  border: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  padding: vars.space.md,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandStrong,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
});
