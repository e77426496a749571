import { createThemeContract } from '@vanilla-extract/css';

/**
 * The names every theme fills in. Components read only these variables, never raw values, so a new
 * theme (dark, a seller's brand) is one more file beside lightTheme.css.ts.
 *
 * Colour pairs follow one rule: `onX` is the text drawn on `X`, and `xSubtle` is a tinted background whose
 * text is `onXSubtle`. Every text pair reaches WCAG AA (4.5:1); the Foundations story checks each of them.
 */
export const vars = createThemeContract({
  color: {
    /** Surface levels, from the page behind everything to the raised popover. */
    page: null,
    surface: null,
    surfaceSunken: null,
    surfaceRaised: null,
    surfaceHover: null,
    /** Text levels: all readable (AA) on page, surface, surfaceSunken and surfaceHover. */
    text: null,
    textMuted: null,
    /** Inactive controls only: WCAG 1.4.3 exempts them, so this one is not AA. */
    textDisabled: null,
    link: null,
    linkHover: null,
    border: null,
    /** Borders that must be seen (inputs, checkboxes): at least 3:1 on surfaces (WCAG 1.4.11). */
    borderStrong: null,
    brand: null,
    brandStrong: null,
    brandSubtle: null,
    onBrand: null,
    accent: null,
    accentStrong: null,
    accentSubtle: null,
    onAccent: null,
    success: null,
    successSubtle: null,
    onSuccess: null,
    onSuccessSubtle: null,
    warning: null,
    warningSubtle: null,
    onWarning: null,
    onWarningSubtle: null,
    danger: null,
    dangerStrong: null,
    dangerSubtle: null,
    onDanger: null,
    onDangerSubtle: null,
    info: null,
    infoSubtle: null,
    onInfo: null,
    onInfoSubtle: null,
    /** Order status badges (SPEC.md §4): green delivered, yellow processing, blue otherwise. */
    badgeGreen: null,
    onBadgeGreen: null,
    badgeYellow: null,
    onBadgeYellow: null,
    badgeBlue: null,
    onBadgeBlue: null,
    discount: null,
    onDiscount: null,
    /** Dark surfaces such as toasts (SPEC.md §1: top right on a dark background). */
    inverse: null,
    onInverse: null,
    /** The dimmed layer behind a dialog. */
    overlay: null,
    star: null,
    starEmpty: null,
    placeholder: null,
    placeholderInk: null,
    focusRing: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  size: {
    /** Widest the page content grows. */
    container: null,
    /** Smallest side of anything tapped on a phone; the height of a medium control. */
    touchTarget: null,
    controlSm: null,
    controlLg: null,
    icon: null,
  },
  font: {
    body: null,
    heading: null,
  },
  /** xl and up grow with the viewport between a 360 px phone and a 1280 px desktop. */
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  fontWeight: {
    regular: null,
    /** The semi-bold face (600): the fonts ship 400, 600 and 700 only. */
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    snug: null,
    normal: null,
    relaxed: null,
  },
  radius: {
    none: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    pill: null,
  },
  borderWidth: {
    hairline: null,
    thick: null,
    focus: null,
  },
  shadow: {
    card: null,
    raised: null,
    overlay: null,
  },
  zIndex: {
    base: null,
    raised: null,
    sticky: null,
    header: null,
    dropdown: null,
    overlay: null,
    modal: null,
    toast: null,
  },
  /** Zero when the visitor asks for reduced motion, so every transition that reads them stops moving. */
  duration: {
    fast: null,
    base: null,
    slow: null,
  },
  easing: {
    standard: null,
    enter: null,
    exit: null,
  },
});
