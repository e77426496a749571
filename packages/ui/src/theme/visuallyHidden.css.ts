import { style } from '@vanilla-extract/css';

/**
 * Read by screen readers, not drawn: the usual clip pattern, which keeps the text in the accessibility tree.
 * The rules on their own serve a style that hides something on one viewport only (inside an `@media`).
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);
