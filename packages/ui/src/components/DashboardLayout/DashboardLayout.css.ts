import { style } from '@vanilla-extract/css';
import { twoPane } from '../../theme/autoGrid';
import { mediaQueries } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/lightTheme.css';

export const layout = twoPane(mediaQueries.tablet, '14rem minmax(0, 1fr)');

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  alignSelf: 'flex-start',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="open"]': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const menuLink = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brandStrong,
      fontWeight: vars.fontWeight.bold,
    },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'progress' },
  },
});
