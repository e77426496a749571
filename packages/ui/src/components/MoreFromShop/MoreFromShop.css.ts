import { style } from '@vanilla-extract/css';
import { squareMedia, stretchedLinkHost } from '../../recipes/media.css';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

// The name's link covers the whole row, so the row shows the keyboard focus for it.
export const item = style([
  stretchedLinkHost,
  sprinkles({ display: 'grid', gap: 'md', borderRadius: 'md', padding: 'xs' }),
  {
    gridTemplateColumns: '4.5rem 1fr',
    alignItems: 'start',
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceHover } },
  },
]);

export const media = style([squareMedia, sprinkles({ overflow: 'hidden', borderRadius: 'sm' })]);

export const name = sprinkles({
  fontSize: 'sm',
  fontWeight: 'medium',
  lineHeight: 'snug',
  overflowWrap: 'anywhere',
  margin: 'none',
});
