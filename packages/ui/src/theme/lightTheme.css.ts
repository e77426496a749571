import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { devanagariFamily, latinFamily } from './fonts.css';

// Latin first, so digits and punctuation in Hindi text match the English pages; Devanagari next; then the
// system fonts that draw both scripts while the web fonts load (font-display: swap).
const fontStack = [
  `"${latinFamily}"`,
  `"${devanagariFamily}"`,
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Nirmala UI"',
  '"Kohinoor Devanagari"',
  'sans-serif',
].join(', ');

/**
 * Warm and plain: an off-white page, a burnt-saffron brand and a deep teal accent. Every text colour meets
 * WCAG AA (4.5:1) on the surfaces it is paired with; the star gold and the strong border reach 3:1 on white,
 * the focus ring 5.6:1 on every surface (the Foundations story checks each pair).
 *
 * Colour pairs follow one rule: `onX` is the text drawn on `X`, and `xSubtle` is a tinted background whose
 * text is `onXSubtle`.
 */
export const lightTokens = {
  color: {
    /** Surface levels, from the page behind everything to the raised popover. */
    page: '#FFFBF5',
    surface: '#FFFFFF',
    surfaceSunken: '#F6F0E8',
    surfaceRaised: '#FFFFFF',
    surfaceHover: '#FBF4EA',
    /** Text levels: all readable (AA) on page, surface, surfaceSunken and surfaceHover. */
    text: '#1F1A17',
    textMuted: '#5E554E',
    /** Inactive controls only: WCAG 1.4.3 exempts them, so this one is not AA. */
    textDisabled: '#A0968C',
    link: '#9A3412',
    linkHover: '#7C2D12',
    border: '#E6DDD1',
    /** Borders that must be seen (inputs, checkboxes): at least 3:1 on surfaces (WCAG 1.4.11). */
    borderStrong: '#8C8178',
    brand: '#B1440E',
    brandStrong: '#8F3210',
    brandSubtle: '#FCEADB',
    onBrand: '#FFFFFF',
    accent: '#0E6B64',
    accentStrong: '#0A524D',
    accentSubtle: '#DDF1EE',
    onAccent: '#FFFFFF',
    success: '#1B7A35',
    successSubtle: '#E3F3E7',
    onSuccess: '#FFFFFF',
    onSuccessSubtle: '#14532B',
    warning: '#A65300',
    warningSubtle: '#FDF0D5',
    onWarning: '#FFFFFF',
    onWarningSubtle: '#6B3A00',
    danger: '#B42318',
    dangerStrong: '#912018',
    dangerSubtle: '#FDEBE9',
    onDanger: '#FFFFFF',
    onDangerSubtle: '#8A1C12',
    info: '#1F5FA6',
    infoSubtle: '#E3EEFA',
    onInfo: '#FFFFFF',
    onInfoSubtle: '#173F6E',
    /** Order status badges (SPEC.md §4): green delivered, yellow processing, blue otherwise. */
    badgeGreen: '#DCF2E2',
    onBadgeGreen: '#17602B',
    badgeYellow: '#FCEFC0',
    onBadgeYellow: '#6B4700',
    badgeBlue: '#DDEAFB',
    onBadgeBlue: '#1B4E8A',
    discount: '#A8321E',
    onDiscount: '#FFFFFF',
    /** Dark surfaces such as toasts (SPEC.md §1: top right on a dark background). */
    inverse: '#1F1A17',
    onInverse: '#FFFFFF',
    /** The dimmed layer behind a dialog. */
    overlay: 'rgba(31, 26, 23, 0.56)',
    star: '#B07200',
    starEmpty: '#D8CFC4',
    placeholder: '#E4E1DC',
    placeholderInk: '#B9B4AE',
    focusRing: '#0E6B64',
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2.5rem',
    xxxl: '4rem',
  },
  size: {
    /** Widest the page content grows. */
    container: '80rem',
    /** Smallest side of anything tapped on a phone; the height of a medium control. */
    touchTarget: '2.75rem',
    controlSm: '2.25rem',
    controlLg: '3.25rem',
    icon: '1.25rem',
  },
  font: {
    body: fontStack,
    heading: fontStack,
  },
  /** xl and up grow with the viewport between a 360 px phone and a 1280 px desktop. */
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    // 20 → 22 px, 24 → 30 px and 30 → 40 px between 360 px and 1280 px wide; rem parts keep text zoomable.
    xl: 'clamp(1.25rem, 1.201rem + 0.217vw, 1.375rem)',
    xxl: 'clamp(1.5rem, 1.353rem + 0.652vw, 1.875rem)',
    xxxl: 'clamp(1.875rem, 1.63rem + 1.087vw, 2.5rem)',
  },
  fontWeight: {
    regular: '400',
    /** The semi-bold face (600): the fonts ship 400, 600 and 700 only. */
    medium: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    snug: '1.375',
    normal: '1.5',
    relaxed: '1.7',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    pill: '999px',
  },
  borderWidth: {
    hairline: '1px',
    thick: '2px',
    focus: '2px',
  },
  shadow: {
    card: '0 1px 2px rgba(31, 26, 23, 0.06), 0 1px 3px rgba(31, 26, 23, 0.08)',
    raised: '0 4px 12px rgba(31, 26, 23, 0.12), 0 2px 4px rgba(31, 26, 23, 0.08)',
    overlay: '0 12px 32px rgba(31, 26, 23, 0.2), 0 4px 8px rgba(31, 26, 23, 0.1)',
  },
  zIndex: {
    base: '0',
    raised: '1',
    sticky: '100',
    header: '200',
    dropdown: '300',
    overlay: '400',
    modal: '500',
    toast: '600',
  },
  /** Zero when the visitor asks for reduced motion, so every transition that reads them stops moving. */
  duration: {
    fast: '120ms',
    base: '200ms',
    slow: '320ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const;

/**
 * `vars` names every token; components read only these variables, never raw values. Its names come from the
 * light theme's, so a new theme (dark, a seller's brand) is `createTheme(vars, tokens)` in a file beside this
 * one, with the same keys.
 */
export const [lightTheme, vars] = createTheme(lightTokens);

globalStyle(`.${lightTheme}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: assignVars(vars.duration, { fast: '0ms', base: '0ms', slow: '0ms' }),
    },
  },
});

// Devanagari stacks vowel signs above and below the letters: Hindi text gets more room between lines.
globalStyle(`.${lightTheme}:lang(hi)`, {
  vars: assignVars(vars.lineHeight, { tight: '1.4', snug: '1.5', normal: '1.65', relaxed: '1.8' }),
});
