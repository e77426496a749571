import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const list = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  paddingInlineStart: vars.space.xxl,
  listStyle: 'none',
  // The line the milestones hang on, through the middle of the markers.
  '::before': {
    content: '""',
    position: 'absolute',
    insetBlock: vars.space.sm,
    insetInlineStart: `calc(${vars.space.lg} - ${vars.borderWidth.thick} / 2)`,
    borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  },
});

export const item = style({
  position: 'relative',
});

export const marker = style({
  position: 'absolute',
  top: vars.space.xs,
  // Centred on the line: the marker is lg wide and the line sits lg into the list's xxl padding.
  insetInlineStart: `calc(${vars.space.sm} - ${vars.space.xxl})`,
  width: vars.space.lg,
  height: vars.space.lg,
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${item}[data-status="achieved"] &`]: { backgroundColor: vars.color.brand },
    [`${item}[data-status="planned"] &`]: { borderColor: vars.color.accent },
    [`${item}[data-status="vision"] &`]: { borderColor: vars.color.accent, borderStyle: 'dashed' },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '44rem',
});

export const when = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const year = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
});

export const status = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid transparent`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  backgroundColor: vars.color.badgeGreen,
  color: vars.color.onBadgeGreen,
  selectors: {
    [`${item}[data-status="planned"] &`]: {
      backgroundColor: vars.color.badgeBlue,
      color: vars.color.onBadgeBlue,
    },
    [`${item}[data-status="vision"] &`]: {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.accentStrong,
    },
  },
});
