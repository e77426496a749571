export { themeBase } from './base.css';
export { breakpoints, mediaQueries, type Viewport, viewportOf, viewports } from './breakpoints';
export { vars } from './contract.css';
export { focusRing } from './focusRing';
export { devanagariFamily, fontWeights, latinFamily } from './fonts.css';
export { bareList, cluster, stack } from './layout';
export { lightTheme, lightTokens } from './lightTheme.css';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export { visuallyHidden, visuallyHiddenOnPhone, visuallyHiddenRules } from './visuallyHidden.css';
