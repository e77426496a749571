import { style } from '@vanilla-extract/css';
import { thumbFrame } from '../../recipes/media.css';
import { focusRing } from '../../theme/focusRing';
import { cluster } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const strip = cluster({ gap: 'xs' });

export const viewport = style([
  sprinkles({ flex: 'fill', minWidth: '0', overflow: 'hidden', paddingY: 'xs' }),
  { containerType: 'inline-size' },
]);

export const track = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginInlineStart: `calc(-1 * ${vars.space.sm})`,
});

export const slide = style([
  sprinkles({ boxSizing: 'border-box', minWidth: '0' }),
  {
    flex: '0 0 100%',
    paddingInlineStart: vars.space.sm,
    '@container': {
      '(min-width: 10rem)': { flexBasis: '50%' },
      '(min-width: 15rem)': { flexBasis: `${100 / 3}%` },
      '(min-width: 20rem)': { flexBasis: '25%' },
      '(min-width: 25rem)': { flexBasis: '20%' },
    },
  },
]);

export const thumbnail = style([
  thumbFrame,
  sprinkles({ boxSizing: 'border-box', display: 'block', width: 'full', padding: 'none', cursor: 'pointer' }),
  {
    border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&[data-state="on"]': { borderColor: vars.color.brand },
      // Drawn inside the border: the strip clips whatever sticks out at its ends.
      '&:focus-visible': { ...focusRing, outlineOffset: `calc(-2 * ${vars.borderWidth.focus})` },
    },
  },
]);
