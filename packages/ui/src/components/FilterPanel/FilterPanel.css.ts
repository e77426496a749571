import { style } from '@vanilla-extract/css';
import { checkmark as tick } from '../../recipes/checkmark.css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { cluster, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const panel = stack({
  gap: 'lg',
  backgroundColor: 'surface',
  borderRadius: 'lg',
  padding: 'lg',
  border: 'hairline',
});

export const fieldset = style([
  stack({ gap: 'sm', minWidth: '0', margin: 'none', padding: 'none', border: 'none' }),
  {
    selectors: {
      '& + &': {
        paddingTop: vars.space.lg,
        borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
      },
    },
  },
]);

export const legend = style([
  sprinkles({
    width: 'full',
    fontFamily: 'heading',
    fontSize: 'md',
    fontWeight: 'bold',
    lineHeight: 'tight',
    marginBottom: 'xs',
    padding: 'none',
  }),
  { float: 'left' },
]);

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One choice: the control and its label on a row at least a touch target high. */
export const option = style([cluster({ gap: 'sm' }), { minHeight: vars.size.controlSm }]);

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

const box = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  padding: 0,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
} as const;

export const checkbox = style({
  ...box,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
  },
});

export const checkmark = tick;

export const radio = style({
  ...box,
  borderRadius: '50%',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { borderColor: vars.color.brand },
  },
});

export const radioDot = style({
  width: '50%',
  height: '50%',
  borderRadius: '50%',
  backgroundColor: vars.color.brand,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'CanvasText' },
  },
});

export const ratingText = sprinkles({ color: 'textMuted', fontSize: 'sm' });

export const clear = style({
  alignSelf: 'flex-start',
});

export const priceRange = sprinkles({
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  margin: 'none',
});

export const slider = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  height: vars.size.touchTarget,
  // Room for half a thumb at either end, so a thumb at the bounds is not cut off.
  marginInline: vars.space.sm,
  touchAction: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-disabled]': { opacity: 0.6 },
  },
});

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

export const range = style({
  position: 'absolute',
  height: '100%',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brand,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});

export const thumb = style({
  display: 'block',
  width: vars.space.xl,
  height: vars.space.xl,
  borderRadius: '50%',
  border: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  cursor: 'grab',
  selectors: {
    '&:focus-visible': focusRing,
    '&:active': { cursor: 'grabbing' },
    '[data-disabled] &': { cursor: 'not-allowed', borderColor: vars.color.borderStrong },
  },
});
