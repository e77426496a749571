import { keyframes, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { languageNameFont } from '../../theme/languageNameFont';

const focus = { '&:focus-visible': focusRing };

export const header = style({
  boxSizing: 'border-box',
  width: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
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

export const topBar = style({
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const topBarInner = style({
  ...row,
  gap: vars.space.md,
  minHeight: vars.size.touchTarget,
  justifyContent: 'flex-end',
});

export const support = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  marginInlineEnd: 'auto',
  color: vars.color.textMuted,
  '@media': {
    [mediaQueries.tablet]: { display: 'flex' },
  },
});

export const supportLink = style({
  color: vars.color.link,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    ...focus,
  },
});

export const languageSwitch = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
});

export const languageOption = style({
  minHeight: vars.size.controlSm,
  margin: 0,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.hairline} solid transparent`,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  // "हिन्दी" from its own tiny face (theme/languageNameFont.ts), so English pages skip the Devanagari font.
  fontFamily: `"${languageNameFont.family}", ${vars.font.body}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    ...focus,
  },
});

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
export const accountName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const accountPlaceholder = style({
  display: 'inline-block',
  width: '4rem',
});

// ——— Main bar: menu button, logo, page links, wishlist and cart ———

export const mainBar = style({
  ...row,
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space.sm,
  '@media': {
    [mediaQueries.tablet]: { gap: vars.space.xl },
  },
});

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

export const nav = style({
  display: 'none',
  '@media': {
    [mediaQueries.tablet]: { display: 'block' },
  },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
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

export const counters = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

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

export const countBadge = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  boxSizing: 'border-box',
  minWidth: vars.space.xl,
  paddingInline: vars.space.xs,
  border: `${vars.borderWidth.thick} solid ${vars.color.surface}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
});

// ——— Search bar: category menu and search ———

export const searchBar = style({
  ...row,
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: { gap: vars.space.md },
  },
});

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

export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sheetTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const sheetList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
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

export const sheetFooter = style({
  marginTop: 'auto',
});
