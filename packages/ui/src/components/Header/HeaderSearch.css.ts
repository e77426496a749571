import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const form = style({
  position: 'relative',
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focusRing },
  },
});

export const categorySelect = style({
  boxSizing: 'border-box',
  flex: '0 1 auto',
  width: '6.5rem',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingInline: vars.space.sm,
  border: 'none',
  borderInlineEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: 0 },
    '&:hover': { backgroundColor: vars.color.surfaceHover },
  },
  '@media': {
    [mediaQueries.tablet]: { width: '11rem', paddingInline: vars.space.md },
  },
});

export const field = style({
  position: 'relative',
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
});

export const input = style({
  boxSizing: 'border-box',
  flex: '1 1 auto',
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingInline: vars.space.md,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
  },
});

const popup = {
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  insetInline: 0,
  zIndex: vars.zIndex.dropdown,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
} as const;

export const listbox = style({
  ...popup,
  // On a phone the field is narrow: the list may be wider than it, never wider than the screen.
  minWidth: 'min(20rem, calc(100vw - 2rem))',
  maxHeight: '24rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '& + &': {
      marginTop: vars.space.xs,
      paddingTop: vars.space.xs,
      borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    },
  },
});

export const groupLabel = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const option = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brandStrong,
      // Forced colours drop the background: an outline keeps the active option visible.
      outline: `${vars.borderWidth.hairline} solid transparent`,
    },
  },
});

export const optionLabel = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const optionDetail = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  selectors: {
    [`${option}[aria-selected="true"] &`]: { color: vars.color.brandStrong },
  },
});

export const noMatches = style({
  ...popup,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const submit = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  margin: `calc(-1 * ${vars.borderWidth.hairline})`,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.brand}`,
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandStrong },
    '&:focus-visible': focusRing,
  },
  '@media': {
    [mediaQueries.tablet]: { paddingInline: vars.space.lg },
  },
});

/** The word beside the magnifier: on a phone only the icon shows, the word stays for screen readers. */
export const submitText = style({
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
