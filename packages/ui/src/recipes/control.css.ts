import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing';
import { centred } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';

/**
 * A button drawn by its component: the browser's margin, padding and background gone, its content centred.
 * The component draws its own focus, which differs from one control to the next.
 */
export const bareButton = centred({
  backgroundColor: 'transparent',
  cursor: 'pointer',
  margin: 'none',
  padding: 'none',
});

/** A page number or step of a pager, as a link or a button; the current page is filled with the brand. */
export const pageControl = style([
  centred({
    minWidth: 'touchTarget',
    borderRadius: 'md',
    backgroundColor: 'surface',
    color: 'text',
    fontWeight: 'medium',
    textDecoration: 'none',
    paddingX: 'sm',
    border: 'hairline',
  }),
  {
    selectors: {
      '&:hover:not([aria-current="page"], [aria-disabled="true"], :disabled)': {
        backgroundColor: vars.color.surfaceHover,
        borderColor: vars.color.borderStrong,
      },
      '&:focus-visible': focusRing,
      '&[aria-current="page"]': {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
    },
  },
]);
