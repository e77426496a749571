import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { bareList, cluster } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const histogram = style([
  cluster({ alignItems: 'stretch', gap: 'xxs' }),
  bareList(),
  { height: vars.size.controlLg, marginInline: vars.space.sm },
]);

/** The whole column is the button, so a short bar is as easy to tap as a tall one. */
export const bar = style([
  sprinkles({ display: 'flex', alignItems: 'flex-end', width: 'full', padding: 'none', cursor: 'pointer' }),
  {
    border: 'none',
    borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
    background: 'none',
    selectors: {
      '&:disabled': { cursor: 'default' },
      '&[aria-pressed="true"]': { outline: `${vars.borderWidth.thick} solid ${vars.color.text}` },
      '&:focus-visible': focusRing,
    },
  },
]);

export const fill = style({
  display: 'block',
  width: '100%',
  borderStartStartRadius: vars.radius.sm,
  borderStartEndRadius: vars.radius.sm,
  backgroundColor: vars.color.brand,
  selectors: {
    [`${bar}:hover &, ${bar}[aria-pressed="true"] &`]: { backgroundColor: vars.color.brandStrong },
  },
  '@media': {
    '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  },
});
