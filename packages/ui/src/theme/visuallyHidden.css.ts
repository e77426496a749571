import { style } from '@vanilla-extract/css';
import { mediaQueries } from './breakpoints';
import { vars } from './lightTheme.css';

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

/** A control's words beside its icon: on a phone only the icon shows, the words stay its accessible name. */
export const visuallyHiddenOnPhone = style({
  '@media': {
    [mediaQueries.mobile]: {
      position: 'absolute',
      // The same clip as visuallyHidden, for phones only.
      width: vars.borderWidth.hairline,
      height: vars.borderWidth.hairline,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
