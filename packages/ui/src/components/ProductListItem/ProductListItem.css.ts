import { style } from '@vanilla-extract/css';
import { productTile, thumbFrame } from '../../recipes/media.css';
import { mediaQueries } from '../../theme/breakpoints';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

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

export const body = stack({ gap: 'xs', minWidth: '0' });

export const description = sprinkles({
  color: 'textMuted',
  fontSize: 'sm',
  lineHeight: 'relaxed',
  overflowWrap: 'anywhere',
  margin: 'none',
});

export const actions = style({
  alignSelf: 'start',
});
