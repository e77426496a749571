import { mediaQueries, vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

/** The method and its form beside the Order Summary on a wide screen, above it on a phone. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});
