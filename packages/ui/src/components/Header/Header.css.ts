import { keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { languageNameFont } from '../../theme/languageNameFont';
import { sprinkles } from '../../theme/sprinkles.css';

const focus = { '&:focus-visible': focusRing };

export const header = style([
  sprinkles({ boxSizing: 'border-box', width: 'full', backgroundColor: 'surface', color: 'text' }),
  { borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
]);

const row = {
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  maxWidth: vars.size.container,
  margin: '0 auto',
  paddingInline: vars.space.lg,
} as const;

// ——— Top bar: support line, language, account ———

export const topBar = style([
  sprinkles({ backgroundColor: 'surfaceSunken', fontSize: 'sm' }),
  { borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
]);

export const topBarInner = style([
  sprinkles({ gap: 'md', minHeight: 'touchTarget', justifyContent: 'flex-end' }),
  { ...row },
]);

export const support = style([
  sprinkles({ display: 'none', alignItems: 'center', gap: 'sm', color: 'textMuted' }),
  {
    margin: 0,
    marginInlineEnd: 'auto',
    '@media': {
      [mediaQueries.tablet]: { display: 'flex' },
    },
  },
]);

export const supportLink = style([
  sprinkles({ color: 'link', textDecoration: 'none' }),
  {
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      ...focus,
    },
  },
]);

export const languageSwitch = sprinkles({
  display: 'inline-flex',
  borderRadius: 'pill',
  backgroundColor: 'surface',
  padding: 'xxs',
  border: 'strong',
});

export const languageOption = style([
  sprinkles({
    borderRadius: 'pill',
    backgroundColor: 'transparent',
    color: 'text',
    fontSize: 'sm',
    fontWeight: 'medium',
    cursor: 'pointer',
    margin: 'none',
    paddingX: 'md',
    border: 'transparent',
  }),
  {
    minHeight: vars.size.controlSm,
    fontFamily: `"${languageNameFont.family}", ${vars.font.body}`,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover },
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      ...focus,
    },
  },
]);

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
  sprinkles({ gap: 'sm', paddingY: 'sm' }),
  {
    ...row,
    minHeight: vars.size.controlLg,
    '@media': {
      [mediaQueries.tablet]: { gap: vars.space.xl },
    },
  },
]);

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: `${vars.borderWidth.hairline} solid transparent`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    ...focus,
  },
  '@media': {
    [mediaQueries.tablet]: { selectors: { [`${mainBar} > &`]: { display: 'none' } } },
  },
});

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

export const nav = style([
  sprinkles({ display: 'none' }),
  {
    '@media': {
      [mediaQueries.tablet]: { display: 'block' },
    },
  },
]);

export const navList = sprinkles({
  display: 'flex',
  gap: 'xs',
  listStyle: 'none',
  margin: 'none',
  padding: 'none',
});

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

export const counters = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' }),
  { marginInlineStart: 'auto' },
]);

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
  sprinkles({
    position: 'absolute',
    boxSizing: 'border-box',
    borderRadius: 'pill',
    backgroundColor: 'brand',
    color: 'onBrand',
    fontSize: 'xs',
    fontWeight: 'bold',
    lineHeight: 'snug',
    textAlign: 'center',
    paddingX: 'xs',
  }),
  {
    top: 0,
    insetInlineEnd: 0,
    minWidth: vars.space.xl,
    border: `${vars.borderWidth.thick} solid ${vars.color.surface}`,
  },
]);

// ——— Search bar: category menu and search ———

export const searchBar = style([
  sprinkles({ gap: 'sm', paddingBottom: 'md' }),
  {
    ...row,
    '@media': {
      [mediaQueries.tablet]: { gap: vars.space.md },
    },
  },
]);

export const categoryTrigger = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { backgroundColor: vars.color.brandStrong },
    ...focus,
  },
  '@media': {
    [mediaQueries.tablet]: { paddingInline: vars.space.lg },
  },
});

/** "All Category" beside the icon; on a phone only the icon shows, the words stay its accessible name. */
export const categoryTriggerText = style({
  '@media': {
    [mediaQueries.mobile]: {
      position: 'absolute',
      // The same clip as the theme's visuallyHidden, for phones only.
      width: vars.borderWidth.hairline,
      height: vars.borderWidth.hairline,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

const rowHeight = vars.size.controlSm;

export const categoryMenu = style({
  boxSizing: 'border-box',
  zIndex: vars.zIndex.dropdown,
  minWidth: '14rem',
  maxWidth: 'calc(100vw - 2rem)',
  padding: vars.space.xs,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  selectors: {
    // SPEC.md §9: eight rows show; more scroll.
    '&[data-scrolls="true"]': {
      maxHeight: `min(calc(8 * ${rowHeight} + 2 * ${vars.space.xs}), var(--radix-dropdown-menu-content-available-height))`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
    },
  },
});

export const categoryMenuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: rowHeight,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.brandSubtle, color: vars.color.brandStrong },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});

// ——— Menu sheet on phones ———

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const sheetOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.base} ${vars.easing.enter}`,
});

export const sheet = style({
  boxSizing: 'border-box',
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: 'min(20rem, 85vw)',
  padding: vars.space.lg,
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  animation: `${slideIn} ${vars.duration.slow} ${vars.easing.enter}`,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const sheetHeader = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'md',
});

export const sheetTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const sheetList = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  margin: 'none',
  padding: 'none',
});

export const sheetLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': { color: vars.color.link, backgroundColor: vars.color.brandSubtle },
    ...focus,
  },
});

export const sheetFooter = sprinkles({ marginTop: 'auto' });
