import { vars } from '@bazaar/ui';
import { style } from '@vanilla-extract/css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const header = style({
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const bar = style({
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const brand = style({
  color: vars.color.brand,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.focus,
    },
  },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});
