import { vars } from './contract.css';

/** The hairline that frames a surface or separates two parts of one: a `border…` value. */
export const hairlineRule = `${vars.borderWidth.hairline} solid ${vars.color.border}`;
