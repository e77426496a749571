import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/lightTheme.css';

/**
 * A link in running text or a list of links. `always` underlines it (a link among sentences must not rely on
 * colour alone); `hover` underlines it under the pointer only, for a list that is all links.
 */
export const textLink = recipe({
  base: {
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    tone: {
      link: { color: vars.color.link, selectors: { '&:hover': { color: vars.color.linkHover } } },
      text: { color: vars.color.text },
    },
    weight: {
      regular: {},
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    underline: {
      always: { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
      hover: { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
    },
  },
  defaultVariants: { tone: 'link', weight: 'medium', underline: 'always' },
});

export type TextLinkVariants = NonNullable<RecipeVariants<typeof textLink>>;

/**
 * A row's one link whose box covers the whole row (the nearest positioned ancestor), so the row is clicked
 * anywhere; the row draws the focus ring with `:has(a:focus-visible)`.
 */
export const stretchedLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
  },
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});
