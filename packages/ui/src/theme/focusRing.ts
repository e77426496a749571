import { vars } from './lightTheme.css';

/**
 * The keyboard focus outline every control draws, for a `:focus-visible` selector. An outline, not a
 * shadow, so it survives Windows' forced colours.
 */
export const focusRing = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.focus,
} as const;
