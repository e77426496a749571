import { style } from '@vanilla-extract/css';
import { stretchedLink } from '../../recipes/link.css';
import { stretchedLinkHost } from '../../recipes/media.css';
import { twoLines } from '../../recipes/text.css';
import { frame } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const item = style([
  stretchedLinkHost,
  frame({ display: 'grid', alignItems: 'center', gap: 'md', borderRadius: 'md', padding: 'sm' }),
  {
    gridTemplateColumns: '4.5rem 1fr',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover },
    },
  },
]);

// At most two lines: a long name does not push the price out of the row.
export const link = style([
  stretchedLink,
  sprinkles({ fontSize: 'sm', fontWeight: 'medium', lineHeight: 'snug', overflowWrap: 'anywhere' }),
  twoLines,
]);

export const price = sprinkles({ color: 'text', fontSize: 'sm', fontWeight: 'bold', margin: 'none' });
