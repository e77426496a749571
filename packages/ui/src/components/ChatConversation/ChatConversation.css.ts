import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

/** SPEC.md §2.10: the conversation panel is 600 px high (37.5 rem at the browser's default 16 px). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  height: '37.5rem',
  minWidth: 0,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({
  margin: 0,
  padding: vars.space.md,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const notice = style({
  margin: 0,
  padding: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
  flex: 1,
});

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  padding: vars.space.lg,
  textAlign: 'center',
});

export const problemTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const problemText = style({ margin: 0, color: vars.color.textMuted });

export const logFrame = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  minHeight: 0,
});

export const log = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceSunken,
  selectors: { '&:focus-visible': focusRing },
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  justifyContent: 'flex-start',
  selectors: { '&[data-from="customer"]': { justifyContent: 'flex-end' } },
});

export const bubble = style({
  maxWidth: '80%',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  selectors: {
    '&[data-from="customer"]': {
      backgroundColor: vars.color.brandSubtle,
      borderColor: vars.color.brand,
    },
    '&[data-status="pending"], &[data-status="sending"]': { borderStyle: 'dashed' },
    '&[data-status="failed"]': {
      backgroundColor: vars.color.dangerSubtle,
      borderColor: vars.color.danger,
      color: vars.color.onDangerSubtle,
    },
  },
});

export const outboxText = style({ margin: 0 });

// Not muted: muted text would fall below AA contrast on the tinted bubble.
export const outboxStatus = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontStyle: 'italic',
});

export const failure = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});

export const newMessages = style({
  position: 'absolute',
  bottom: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  boxShadow: vars.shadow.raised,
});
