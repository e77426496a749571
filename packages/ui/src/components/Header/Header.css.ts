import { style } from '@vanilla-extract/css';
import { countBadge as countPill } from '../../recipes/badge.css';
import { textLink } from '../../recipes/link.css';
import { focusRing } from '../../theme/focusRing';
import { bareList, cluster } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

const focus = { '&:focus-visible': focusRing };

export const header = sprinkles({
  boxSizing: 'border-box',
  width: 'full',
  backgroundColor: 'surface',
  color: 'text',
  borderBottom: 'hairline',
});

const row = {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  maxWidth: vars.size.container,
  margin: '0 auto',
  paddingInline: vars.space.lg,
} as const;

// ——— Top bar: support line, language, account ———

export const topBar = sprinkles({
  backgroundColor: 'surfaceSunken',
  fontSize: 'sm',
  borderBottom: 'hairline',
});

export const topBarInner = style([
  sprinkles({ gap: 'md', minHeight: 'touchTarget', justifyContent: 'flex-end' }),
  { ...row },
]);

export const support = style([
  sprinkles({
    display: { mobile: 'none', tablet: 'flex' },
    alignItems: 'center',
    gap: 'sm',
    color: 'textMuted',
  }),
  { margin: 0, marginInlineEnd: 'auto' },
]);

export const supportLink = textLink({ weight: 'regular', underline: 'hover' });

export const accountLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  minWidth: 0,
  maxWidth: '12rem',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.link, textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.link },
    ...focus,
  },
});

/** A long name ends in an ellipsis; the whole name is still the link's accessible name. */
export const accountName = style([
  sprinkles({ minWidth: '0', overflow: 'hidden', whiteSpace: 'nowrap' }),
  { textOverflow: 'ellipsis' },
]);

export const accountPlaceholder = style([sprinkles({ display: 'inline-block' }), { width: '4rem' }]);

// ——— Main bar: menu button, logo, page links, wishlist and cart ———

export const mainBar = style([
  sprinkles({ gap: { mobile: 'sm', tablet: 'xl' }, paddingY: 'sm' }),
  { ...row, minHeight: vars.size.controlLg },
]);

export const brand = style({
  flexShrink: 0,
  color: vars.color.brand,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  selectors: focus,
});

export const nav = sprinkles({ display: { mobile: 'none', tablet: 'block' } });

export const navList = bareList({ display: 'flex', gap: 'xs' });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderBottom: `${vars.borderWidth.thick} solid transparent`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.link },
    '&[aria-current="page"]': { color: vars.color.link, borderBottomColor: vars.color.brand },
    ...focus,
  },
});

export const counters = style([cluster({ gap: 'xs' }), { marginInlineStart: 'auto' }]);

export const iconLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.link },
    '&[aria-current="page"]': { color: vars.color.link },
    ...focus,
  },
});

export const countBadge = style([
  countPill,
  sprinkles({ boxSizing: 'border-box', paddingX: 'xs' }),
  {
    top: 0,
    insetInlineEnd: 0,
    minWidth: vars.space.xl,
    border: `${vars.borderWidth.thick} solid ${vars.color.surface}`,
  },
]);

// ——— Search bar: category menu and search ———

export const searchBar = style([
  sprinkles({ gap: { mobile: 'sm', tablet: 'md' }, paddingBottom: 'md' }),
  row,
]);
