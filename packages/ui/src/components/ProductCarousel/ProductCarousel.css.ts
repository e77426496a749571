import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';

/** Two cards on a phone (a 360 px phone still fits two 150 px cards), three on a tablet, 3 or 4 on a desktop. */
const threeUp = style({
  flexBasis: '50%',
  '@media': { [mediaQueries.tablet]: { flexBasis: 'calc(100% / 3)' } },
});

export const slide = styleVariants({
  3: [threeUp],
  4: [threeUp, { '@media': { [mediaQueries.desktop]: { flexBasis: '25%' } } }],
});
