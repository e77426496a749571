import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.card,
});

// Taller on a phone, so the drawing (cropped at its sides, the pin kept) stays legible.
export const mapArea = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  '@media': {
    [mediaQueries.tablet]: { aspectRatio: '16 / 10' },
  },
  backgroundColor: vars.color.surfaceSunken,
});

export const drawing = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
});

export const frame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.slow,
  transitionTimingFunction: vars.easing.enter,
  selectors: {
    [`${section}[data-state="embedded"] &`]: { opacity: 1 },
  },
});

export const note = style({
  margin: 0,
  paddingInline: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.onInfoSubtle,
  backgroundColor: vars.color.infoSubtle,
  selectors: {
    '&:not(:empty)': { paddingBlock: vars.space.sm },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.lg,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  fontStyle: 'normal',
});

export const placeName = style({
  fontWeight: vars.fontWeight.bold,
});

export const addressLine = style({
  color: vars.color.textMuted,
});

// The drawing's parts: colours only; sizes are set in the drawing's own units.
export const land = style({ fill: vars.color.surfaceSunken });
export const park = style({ fill: vars.color.badgeGreen });
export const water = style({ fill: vars.color.infoSubtle, stroke: vars.color.info });
export const river = style({ fill: 'none', stroke: vars.color.info });
export const railway = style({ fill: 'none', stroke: vars.color.borderStrong });
export const roadCasing = style({ stroke: vars.color.border });
export const road = style({ stroke: vars.color.surface });
export const pin = style({ fill: vars.color.brand, stroke: vars.color.surface });
export const pinDot = style({ fill: vars.color.surface });
export const labelBox = style({ fill: vars.color.surface, stroke: vars.color.borderStrong });
export const labelText = style({
  fill: vars.color.text,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
});
export const compassDial = style({ fill: vars.color.surface, stroke: vars.color.borderStrong });
export const compassNeedle = style({ fill: vars.color.textMuted });
