import { inlineProductPicture } from '../ProductCard/ProductCard.fixtures';

const hues = [18, 200, 40, 350, 140, 270, 90, 0];

/** Eight different pictures, each with its number of dots, so a story can tell which one is shown. */
export const pictures: readonly string[] = hues.map((hue, index) =>
  inlineProductPicture(`hsl(${hue} 60% 88%)`, `hsl(${hue} 55% 38%)`, index + 1),
);

/** A picture that cannot be decoded: the browser fires "error" without a network request. */
export const brokenPicture = 'data:image/png;base64,AAAA';
