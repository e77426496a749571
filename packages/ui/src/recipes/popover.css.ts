import { style } from '@vanilla-extract/css';
import { vars } from '../theme/lightTheme.css';
import { hairlineRule } from '../theme/rules';

/** A menu or listbox that opens over the page: a raised surface with the overlay shadow. */
export const popover = style({
  zIndex: vars.zIndex.dropdown,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: hairlineRule,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});
