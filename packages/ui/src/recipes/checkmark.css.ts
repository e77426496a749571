import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

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
