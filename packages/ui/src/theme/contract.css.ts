import { createThemeContract } from '@vanilla-extract/css';

/**
 * The names every theme fills in. Components read only these variables, never raw values, so a new
 * theme (dark, a seller's brand) is one more file beside lightTheme.css.ts.
 */
export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    brand: null,
    brandStrong: null,
    onBrand: null,
    accent: null,
    discount: null,
    onDiscount: null,
    inverse: null,
    onInverse: null,
    star: null,
    starEmpty: null,
    placeholder: null,
    placeholderInk: null,
    danger: null,
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
  },
  font: {
    body: null,
    heading: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  borderWidth: {
    hairline: null,
    focus: null,
  },
  shadow: {
    card: null,
    raised: null,
  },
});
