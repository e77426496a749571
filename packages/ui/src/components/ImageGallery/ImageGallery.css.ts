import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const gallery = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const main = style({
  boxSizing: 'border-box',
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const mainImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const strip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const viewport = style({
  flex: '1 1 0%',
  minWidth: 0,
  overflow: 'hidden',
  // Room for the selected thumbnail's outline and focus ring inside the clipped area.
  paddingBlock: vars.space.xs,
  // The strip shows 1 to 5 thumbnails by the width it gets (SPEC.md §9); see `slide`.
  containerType: 'inline-size',
});

export const track = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
});

export const slide = style({
  boxSizing: 'border-box',
  flex: '0 0 100%',
  minWidth: 0,
  paddingInlineStart: vars.space.sm,
  '@container': {
    '(min-width: 10rem)': { flexBasis: '50%' },
    '(min-width: 15rem)': { flexBasis: `${100 / 3}%` },
    '(min-width: 20rem)': { flexBasis: '25%' },
    '(min-width: 25rem)': { flexBasis: '20%' },
  },
});

export const thumbnail = style({
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  padding: 0,
  overflow: 'hidden',
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[data-state="on"]': { borderColor: vars.color.brand },
    // Drawn inside the border: the strip clips whatever sticks out at its ends.
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-2 * ${vars.borderWidth.focus})` },
  },
});

export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The grey frame inside a thumbnail button, which may only hold inline elements. */
export const thumbnailPlaceholder = style({
  display: 'block',
});
