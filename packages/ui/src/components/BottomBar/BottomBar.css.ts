import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

/** The bar's height, so a layout can keep its last lines clear of it. */
export const bottomBarHeight = `calc(${vars.size.controlLg} + ${vars.space.md})`;

export const bar = style({
  boxSizing: 'border-box',
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  minHeight: bottomBarHeight,
  // Clear of the home indicator on phones without a button.
  paddingBottom: 'env(safe-area-inset-bottom)',
  backgroundColor: vars.color.surface,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  '@media': {
    [mediaQueries.tablet]: { display: 'none' },
  },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  minWidth: 0,
});

export const link = style({
  display: 'flex',
  flex: '1 1 auto',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: bottomBarHeight,
  minWidth: 0,
  paddingInline: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
    '&[aria-current="page"]': { color: vars.color.link },
  },
});

export const iconWrap = style({
  position: 'relative',
  display: 'inline-flex',
});

export const badge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.sm})`,
  left: '60%',
  minWidth: vars.space.lg,
  paddingInline: vars.space.xxs,
  border: `${vars.borderWidth.hairline} solid ${vars.color.surface}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
});
