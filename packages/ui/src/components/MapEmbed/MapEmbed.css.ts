import { style } from '@vanilla-extract/css';
import { card as cardRecipe } from '../../recipes/card.css';
import { mediaQueries } from '../../theme/breakpoints';
import { headingFace, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { transition } from '../../theme/rules';
import { sprinkles } from '../../theme/sprinkles.css';

export const section = style([stack({ gap: 'lg', minWidth: '0' })]);

export const figure = style([
  cardRecipe({ padding: 'none' }),
  stack({ overflow: 'hidden', margin: 'none' }),
  { borderRadius: vars.radius.xl },
]);

// Taller on a phone, so the drawing (cropped at its sides, the pin kept) stays legible.
export const mapArea = style([
  sprinkles({ position: 'relative', backgroundColor: 'surfaceSunken' }),
  {
    aspectRatio: '4 / 3',
    '@media': {
      [mediaQueries.tablet]: { aspectRatio: '16 / 10' },
    },
  },
]);

export const drawing = style([
  sprinkles({ position: 'absolute', display: 'block', width: 'full', height: 'full' }),
  { inset: 0 },
]);

export const frame = style([
  sprinkles({ position: 'absolute', width: 'full', height: 'full' }),
  {
    inset: 0,
    border: 0,
    opacity: 0,
    ...transition('opacity', vars.duration.slow, vars.easing.enter),
    selectors: {
      [`${section}[data-state="embedded"] &`]: { opacity: 1 },
    },
  },
]);

export const note = style([
  sprinkles({ fontSize: 'sm', margin: 'none', paddingX: 'lg' }),
  {
    color: vars.color.onInfoSubtle,
    backgroundColor: vars.color.infoSubtle,
    selectors: {
      '&:not(:empty)': { paddingBlock: vars.space.sm },
    },
  },
]);

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
export const labelText = style([headingFace({ fontWeight: 'bold' }), { fill: vars.color.text }]);
export const compassDial = style({ fill: vars.color.surface, stroke: vars.color.borderStrong });
export const compassNeedle = style({ fill: vars.color.textMuted });
