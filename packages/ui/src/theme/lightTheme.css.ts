import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * Warm and plain: an off-white page, a burnt-saffron brand and a deep teal accent. Every text colour
 * here meets WCAG AA (4.5:1) on the surfaces it is used on; the star gold reaches 4:1 on white.
 */
export const lightTheme = createTheme(vars, {
  color: {
    page: '#FFFBF5',
    surface: '#FFFFFF',
    surfaceSunken: '#F6F0E8',
    text: '#1F1A17',
    textMuted: '#5E554E',
    border: '#E6DDD1',
    brand: '#B1440E',
    brandStrong: '#9A3412',
    onBrand: '#FFFFFF',
    accent: '#0E6B64',
    discount: '#A8321E',
    onDiscount: '#FFFFFF',
    inverse: '#1F1A17',
    onInverse: '#FFFFFF',
    star: '#B07200',
    starEmpty: '#D8CFC4',
    placeholder: '#E4E1DC',
    placeholderInk: '#B9B4AE',
    danger: '#B42318',
    focusRing: '#0E6B64',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '40px',
  },
  font: {
    // System fonts only: nothing is fetched from the internet, and Noto Sans Devanagari covers Hindi.
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    xxl: '28px',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '999px',
  },
  borderWidth: {
    hairline: '1px',
    focus: '2px',
  },
  shadow: {
    card: '0 1px 2px rgba(31, 26, 23, 0.06), 0 1px 3px rgba(31, 26, 23, 0.08)',
    raised: '0 4px 12px rgba(31, 26, 23, 0.12), 0 2px 4px rgba(31, 26, 23, 0.08)',
  },
});
