export { themeBase } from './base.css';
export { breakpoints, mediaQueries, type Viewport, viewportOf, viewports } from './breakpoints';
export { focusRing } from './focusRing';
export { devanagariFamily, fontWeights, latinFamily } from './fonts.css';
export { bareList, callout, cluster, stack, tile } from './layout';
export { lightTheme, lightTokens, vars } from './lightTheme.css';
export { hairlineRule, transition } from './rules';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export { visuallyHidden, visuallyHiddenOnPhone, visuallyHiddenRules } from './visuallyHidden.css';
