import { style } from '@vanilla-extract/css';
import { frame } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';

/** A menu or listbox that opens over the page: a raised surface with the overlay shadow. */
export const popover = style([
  frame({ backgroundColor: 'surfaceRaised', color: 'text', borderRadius: 'md', boxShadow: 'overlay' }),
  { zIndex: vars.zIndex.dropdown },
]);
