import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The grey square a product's picture sits in, clipped to its rounded corners; the caller sizes it. */
export const thumbFrame = sprinkles({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 'md',
  backgroundColor: 'surfaceSunken',
  aspectRatio: 'square',
});

/** A picture filling its frame, cropped to it. */
export const coverImage = sprinkles({ display: 'block', width: 'full', height: 'full', objectFit: 'cover' });

/**
 * SPEC.md §8: a picture that cannot be shown becomes a grey placeholder, drawn in CSS (a hill and a sun
 * on grey, as on the product card) so it needs no second request.
 */
export const imagePlaceholder = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.placeholder,
  '::before': {
    content: '""',
    position: 'absolute',
    left: '25%',
    right: '25%',
    bottom: '30%',
    height: '30%',
    backgroundColor: vars.color.placeholderInk,
    clipPath: 'polygon(0 100%, 35% 20%, 55% 60%, 72% 40%, 100% 100%)',
  },
  '::after': {
    content: '""',
    position: 'absolute',
    top: '28%',
    right: '30%',
    height: '12%',
    aspectRatio: '1 / 1',
    borderRadius: '50%',
    backgroundColor: vars.color.placeholderInk,
  },
});
