import { vars } from './lightTheme.css';

/** The hairline that frames a surface or separates two parts of one: a `border…` value. */
export const hairlineRule = `${vars.borderWidth.hairline} solid ${vars.color.border}`;

/** The declarations that animate a change of `property`: the fast duration on the standard curve unless told. */
export const transition = (
  property: string,
  duration = vars.duration.fast,
  easing = vars.easing.standard,
) => ({
  transitionProperty: property,
  transitionDuration: duration,
  transitionTimingFunction: easing,
});
