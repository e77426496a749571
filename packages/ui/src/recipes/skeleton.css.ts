import { keyframes, style } from '@vanilla-extract/css';
import { sprinkles } from '../theme/sprinkles.css';

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.55 },
});

/** A grey block standing in for content that is still loading; it holds still for reduced motion. */
export const skeleton = style([
  sprinkles({ backgroundColor: 'surfaceSunken', borderRadius: 'lg' }),
  {
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
]);
