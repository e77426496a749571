import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/lightTheme.css';

/** Two cards on a phone (a 360 px phone still fits two 150 px cards), three on a tablet, 3 or 4 on a desktop. */
export const slide = styleVariants({
  3: {
    flexBasis: '50%',
    '@media': { [mediaQueries.tablet]: { flexBasis: 'calc(100% / 3)' } },
  },
  4: {
    flexBasis: '50%',
    '@media': {
      [mediaQueries.tablet]: { flexBasis: 'calc(100% / 3)' },
      [mediaQueries.desktop]: { flexBasis: '25%' },
    },
  },
});

export const skeletonTitle = style({
  width: '12rem',
  height: vars.fontSize.xl,
});

export const skeletonCard = style({
  // A card is its square picture and about half as much again for the name, price and stars.
  aspectRatio: '2 / 3',
});
