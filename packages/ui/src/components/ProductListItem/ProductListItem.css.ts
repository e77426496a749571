import { style } from '@vanilla-extract/css';
import { productTile, thumbFrame } from '../../recipes/media.css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/lightTheme.css';

// The card's frame and its focus for the link stretched over the whole row.
export const item = style([
  productTile,
  {
    display: 'grid',
    gridTemplateColumns: '7rem 1fr',
    gap: vars.space.md,
    padding: vars.space.md,
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: '11rem 1fr', gap: vars.space.lg },
    },
  },
]);

export const media = style([thumbFrame, { alignSelf: 'start' }]);

export const actions = style({
  alignSelf: 'start',
});
