import { style } from '@vanilla-extract/css';
import { productTile, thumbFrame } from '../../recipes/media.css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

// The card's frame and its focus for the link stretched over the whole row.
export const item = style([
  productTile,
  sprinkles({ display: 'grid', gap: 'md', padding: 'md' }),
  {
    gridTemplateColumns: '7rem 1fr',
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: '11rem 1fr', gap: vars.space.lg },
    },
  },
]);

export const media = style([thumbFrame, sprinkles({ alignSelf: 'flex-start' })]);
