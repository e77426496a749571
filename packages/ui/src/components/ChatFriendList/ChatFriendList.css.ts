import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const nav = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const friend = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  border: `${vars.borderWidth.hairline} solid transparent`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandSubtle,
      borderColor: vars.color.brand,
    },
  },
});

export const pictureFrame = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.size.controlLg,
  height: vars.size.controlLg,
});

export const picture = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.placeholder,
  color: vars.color.placeholderInk,
});

export const dot = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.surface}`,
  backgroundColor: vars.color.textDisabled,
  selectors: {
    '&[data-status="online"]': { backgroundColor: vars.color.success },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const name = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const presence = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  textAlign: 'center',
});

export const emptyTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const emptyHint = style({
  margin: 0,
  color: vars.color.textMuted,
});
