export { Icon, type IconName, type IconProps, type IconSize, iconNames, iconSizes } from './Icon';
