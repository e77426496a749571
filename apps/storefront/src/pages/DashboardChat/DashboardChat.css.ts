import { mediaQueries, vars } from '@bazaar/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBottom: vars.space.xl,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});

/** The friend list beside the conversation; on a phone the list comes first, above it. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'minmax(0, 16rem) minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
});

export const friends = style({
  minWidth: 0,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [mediaQueries.tablet]: { maxHeight: '37.5rem', overflowY: 'auto' },
  },
});

export const waiting = style({
  margin: 0,
  color: vars.color.textMuted,
});
