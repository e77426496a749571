import { mediaQueries, sprinkles, stack } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = stack({ gap: 'lg', paddingBottom: 'xl' });

export const title = sprinkles({ fontFamily: 'heading', fontSize: 'xl', margin: 'none' });

/** The friend list beside the conversation; on a phone the list comes first, above it. */
export const layout = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [mediaQueries.tablet]: {
        gridTemplateColumns: 'minmax(0, 16rem) minmax(0, 1fr)',
        alignItems: 'start',
      },
    },
  },
]);

export const friends = style([
  sprinkles({
    minWidth: '0',
    backgroundColor: 'surface',
    borderRadius: 'lg',
    padding: 'sm',
    border: 'hairline',
  }),
  {
    '@media': {
      [mediaQueries.tablet]: { maxHeight: '37.5rem', overflowY: 'auto' },
    },
  },
]);

export const waiting = sprinkles({ color: 'textMuted', margin: 'none' });
