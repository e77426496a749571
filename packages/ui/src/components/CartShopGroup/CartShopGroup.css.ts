import { style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  '@media': {
    'screen and (width < 30rem)': { padding: vars.space.md },
  },
});

export const shopName = style([sectionHeading({ size: 'lg' }), { overflowWrap: 'anywhere' }]);

export const lines = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
  },
});

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingTop: vars.space.sm,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const amount = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-free="true"]': { color: vars.color.onSuccessSubtle },
  },
});
