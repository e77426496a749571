import { style } from '@vanilla-extract/css';
import { countBadge as countPill } from '../../recipes/badge.css';
import { textLink } from '../../recipes/link.css';
import { focusRing } from '../../theme/focusRing';
import { band, bareList, centred, cluster, container, headingFace } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

const focus = { '&:focus-visible': focusRing };

export const header = band({ backgroundColor: 'surface', borderBottom: 'hairline' });

const row = container({ display: 'flex', alignItems: 'center' });

// ——— Top bar: support line, language, account ———

export const topBar = sprinkles({
  backgroundColor: 'surfaceSunken',
  fontSize: 'sm',
  borderBottom: 'hairline',
});

export const topBarInner = style([
  row,
  sprinkles({ gap: 'md', minHeight: 'touchTarget', justifyContent: 'flex-end' }),
]);

export const support = style([
  cluster({ display: { mobile: 'none', tablet: 'flex' }, gap: 'sm', color: 'textMuted' }),
  { margin: 0, marginInlineEnd: 'auto' },
]);

export const supportLink = textLink({ weight: 'regular', underline: 'hover' });

export const accountLink = style([
  cluster({ display: 'inline-flex', gap: 'xs', minWidth: '0', minHeight: 'touchTarget', color: 'text' }),
  sprinkles({ fontWeight: 'medium', textDecoration: 'none' }),
  {
    maxWidth: '12rem',
    selectors: {
      '&:hover': { color: vars.color.link, textDecoration: 'underline' },
      '&[aria-current="page"]': { color: vars.color.link },
      ...focus,
    },
  },
]);

/** A long name ends in an ellipsis; the whole name is still the link's accessible name. */
export const accountName = style([
  sprinkles({ minWidth: '0', overflow: 'hidden', whiteSpace: 'nowrap' }),
  { textOverflow: 'ellipsis' },
]);

export const accountPlaceholder = style([sprinkles({ display: 'inline-block' }), { width: '4rem' }]);

// ——— Main bar: menu button, logo, page links, wishlist and cart ———

export const mainBar = style([
  row,
  sprinkles({ gap: { mobile: 'sm', tablet: 'xl' }, minHeight: 'controlLg', paddingY: 'sm' }),
]);

export const brand = style([
  headingFace({ flexShrink: '0', color: 'brand', fontSize: 'xxl', fontWeight: 'bold', lineHeight: 'tight' }),
  {
    letterSpacing: '-0.01em',
    textDecoration: 'none',
    selectors: focus,
  },
]);

export const nav = sprinkles({ display: { mobile: 'none', tablet: 'block' } });

export const navList = bareList({ display: 'flex', gap: 'xs' });

export const navLink = style([
  cluster({
    display: 'inline-flex',
    minHeight: 'touchTarget',
    paddingX: 'sm',
    color: 'text',
    fontWeight: 'medium',
  }),
  sprinkles({ textDecoration: 'none', whiteSpace: 'nowrap' }),
  {
    borderBottom: `${vars.borderWidth.thick} solid transparent`,
    selectors: {
      '&:hover': { color: vars.color.link },
      '&[aria-current="page"]': { color: vars.color.link, borderBottomColor: vars.color.brand },
      ...focus,
    },
  },
]);

export const counters = style([cluster({ gap: 'xs' }), { marginInlineStart: 'auto' }]);

export const iconLink = style([
  centred({
    position: 'relative',
    width: 'touchTarget',
    height: 'touchTarget',
    borderRadius: 'pill',
    color: 'text',
  }),
  {
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceSunken, color: vars.color.link },
      '&[aria-current="page"]': { color: vars.color.link },
      ...focus,
    },
  },
]);

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
  row,
  sprinkles({ gap: { mobile: 'sm', tablet: 'md' }, paddingBottom: 'md' }),
]);
