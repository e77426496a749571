import { style } from '@vanilla-extract/css';
import { starClipPath } from '../../recipes/media.css';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const rows = style([
  stack({ gap: 'xs', listStyle: 'none', margin: 'none', padding: 'none' }),
  { flex: '1 1 16rem' },
]);

export const row = style([
  sprinkles({ display: 'grid', alignItems: 'center', gap: 'sm', fontSize: 'sm' }),
  { gridTemplateColumns: '1.5rem 1fr 3rem' },
]);

export const starIcon = style([
  sprinkles({ display: 'inline-block' }),
  {
    width: '0.9em',
    height: '0.9em',
    backgroundColor: vars.color.star,
    clipPath: starClipPath,
  },
]);

export const bar = style([
  sprinkles({ display: 'block', overflow: 'hidden', borderRadius: 'pill', backgroundColor: 'surfaceSunken' }),
  { height: vars.space.sm, outline: `${vars.borderWidth.hairline} solid transparent` },
]);

export const fill = style([
  sprinkles({ display: 'block', height: 'full', borderRadius: 'pill' }),
  {
    backgroundColor: vars.color.star,
    '@media': {
      '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
    },
  },
]);
