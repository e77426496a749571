import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/focusRing';
import { centred } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';

/** The box of a radix Checkbox (`square`) or RadioGroup item (`round`), filled or ringed when checked. */
export const choiceBox = recipe({
  base: [
    centred({ flexShrink: '0', width: 'icon', height: 'icon', margin: 'none', padding: 'none' }),
    {
      cursor: 'pointer',
      border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
      backgroundColor: vars.color.surface,
      selectors: { '&:focus-visible': focusRing },
    },
  ],
  variants: {
    shape: {
      square: {
        borderRadius: vars.radius.sm,
        selectors: {
          '&[data-state="checked"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
        },
      },
      round: {
        borderRadius: '50%',
        selectors: { '&[data-state="checked"]': { borderColor: vars.color.brand } },
      },
    },
  },
  defaultVariants: { shape: 'square' },
});

/** The dot inside a checked round choice. */
export const choiceDot = style({
  width: '50%',
  height: '50%',
  borderRadius: '50%',
  backgroundColor: vars.color.brand,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'CanvasText' },
  },
});

/** A checkbox's tick, drawn with two borders in the colour that reads on the brand fill. */
export const checkmark = style({
  width: '35%',
  height: '65%',
  marginTop: '-12%',
  borderRight: `${vars.borderWidth.thick} solid ${vars.color.onBrand}`,
  borderBottom: `${vars.borderWidth.thick} solid ${vars.color.onBrand}`,
  transform: 'rotate(45deg)',
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});
