import { style } from '@vanilla-extract/css';
import { stretchedLink } from '../../recipes/link.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { focusRing } from '../../theme/focusRing';
import { frame, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const aside = stack({ gap: 'md' });

export const title = sectionHeading({ size: 'lg' });

export const list = stack({ gap: 'sm', listStyle: 'none', margin: 'none', padding: 'none' });

export const item = style([
  frame({
    position: 'relative',
    display: 'grid',
    alignItems: 'center',
    gap: 'md',
    borderRadius: 'md',
    padding: 'sm',
  }),
  {
    gridTemplateColumns: '4.5rem 1fr',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover },
      '&:has(a:focus-visible)': focusRing,
    },
  },
]);

export const media = sprinkles({
  overflow: 'hidden',
  borderRadius: 'sm',
  backgroundColor: 'surfaceSunken',
  aspectRatio: 'square',
});

export const body = stack({ gap: 'xxs', minWidth: '0' });

// At most two lines: a long name does not push the price out of the row.
export const link = style([
  stretchedLink,
  sprinkles({ fontSize: 'sm', fontWeight: 'medium', lineHeight: 'snug', overflowWrap: 'anywhere' }),
  { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
]);

export const price = sprinkles({ color: 'text', fontSize: 'sm', fontWeight: 'bold', margin: 'none' });
