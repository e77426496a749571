import { style } from '@vanilla-extract/css';
import { imagePlaceholder } from '../../carousel/carousel.css';
import { coverImage, productName, productTile } from '../../recipes/media.css';
import { twoLines } from '../../recipes/text.css';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const card = style([productTile, stack({ height: 'full', overflow: 'hidden' })]);

// Faded picture, full-strength badge: the "Out of stock" text keeps its contrast. Keyed on the attribute, not
// the card's class, so every product view that shows ProductCardPicture (card, list row) gets it.
const outOfStockPicture = {
  '[data-availability="out-of-stock"] &': { opacity: 0.6 },
};

export const image = style([coverImage, { selectors: outOfStockPicture }]);

export const placeholder = style([imagePlaceholder, { selectors: outOfStockPicture }]);

export const stockBadge = style([
  sprinkles({
    position: 'absolute',
    borderRadius: 'pill',
    backgroundColor: 'inverse',
    color: 'onInverse',
    fontSize: 'xs',
    fontWeight: 'bold',
    paddingY: 'xxs',
    paddingX: 'sm',
  }),
  { top: vars.space.sm, left: vars.space.sm },
]);

export const body = stack({ gap: 'xs', padding: 'md' });

// Two lines at most; the full name stays the link's accessible name.
export const name = style([productName.md, twoLines]);

export const rating = sprinkles({ display: 'flex' });

// After the body in the DOM (the name's link comes first in tab order), drawn over the picture's corner and
// above the link stretched across the card, so a press reaches the control and not the link.
export const actions = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: vars.zIndex.raised,
  display: 'flex',
  gap: vars.space.xs,
});
