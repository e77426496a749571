import { style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { focusRing } from '../../theme/focusRing';
import { cluster, figures, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { hairlineRule } from '../../theme/rules';
import { sprinkles } from '../../theme/sprinkles.css';

export const fieldset = style([
  stack({ gap: 'sm', minWidth: '0', margin: 'none', padding: 'none', border: 'none' }),
  { selectors: { '& + &': { paddingTop: vars.space.lg, borderTop: hairlineRule } } },
]);

export const legend = style([
  sectionHeading({ size: 'md' }),
  sprinkles({ width: 'full', padding: 'none' }),
  { float: 'left', marginBottom: vars.space.xs },
]);

export const options = stack({ gap: 'xxs', margin: 'none', padding: 'none', listStyle: 'none' });

/** One choice: the control and its label on a row at least a touch target high. */
export const option = cluster({ gap: 'sm', minHeight: 'controlSm' });

export const optionLabel = sprinkles({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'sm',
  flex: 'fill',
  minWidth: '0',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  paddingY: 'xs',
});

/** How many products a choice would find, after its label. */
export const count = figures({ color: 'textMuted', fontSize: 'sm' });

export const slider = style([
  // Room for half a thumb at either end, so a thumb at the bounds is not cut off.
  cluster({ position: 'relative', height: 'touchTarget', marginX: 'sm' }),
  {
    touchAction: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-disabled]': { opacity: 0.6 },
    },
  },
]);

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'GrayText' },
  },
});

export const range = style([
  sprinkles({ position: 'absolute', height: 'full', borderRadius: 'pill', backgroundColor: 'brand' }),
  {
    '@media': {
      '(forced-colors: active)': { backgroundColor: 'Highlight' },
    },
  },
]);

export const thumb = style([
  sprinkles({ display: 'block', backgroundColor: 'surface', boxShadow: 'card' }),
  {
    width: vars.space.xl,
    height: vars.space.xl,
    borderRadius: '50%',
    border: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
    cursor: 'grab',
    selectors: {
      '&:focus-visible': focusRing,
      '&:active': { cursor: 'grabbing' },
      '[data-disabled] &': { cursor: 'not-allowed', borderColor: vars.color.borderStrong },
    },
  },
]);
