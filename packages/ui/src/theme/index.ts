export { themeBase } from './base.css';
export { vars } from './contract.css';
export { lightTheme } from './lightTheme.css';
export { visuallyHidden } from './visuallyHidden.css';
