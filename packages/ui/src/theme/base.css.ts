import { style } from '@vanilla-extract/css';
import { vars } from './lightTheme.css';

/** Page-level text and background: put it beside the theme class on the element that holds the app. */
export const themeBase = style({
  backgroundColor: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
  // Phones in landscape must not enlarge text on their own; the type scale already adapts.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});
