import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

// The whole card shows the choice; the label covers it, so a tap anywhere on it picks the method.
export const option = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"radio label" ". hint"',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:has([data-state="checked"])': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brandSubtle,
    },
    '&:has(:focus-visible)': focusRing,
  },
});

export const radio = style({
  gridArea: 'radio',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  padding: 0,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: '50%',
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const indicator = style({
  display: 'block',
  width: '50%',
  height: '50%',
  borderRadius: '50%',
  backgroundColor: vars.color.brand,
});

export const label = style({
  gridArea: 'label',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
  },
});

export const hint = style({
  gridArea: 'hint',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
