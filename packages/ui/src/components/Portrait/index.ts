export { initialsOf, Portrait, type PortraitProps, type PortraitSize, portraitSizes } from './Portrait';
