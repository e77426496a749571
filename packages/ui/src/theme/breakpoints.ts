/**
 * Where the layout changes (in CSS pixels): mobile below 768, tablet 768 to 1023, desktop from 1024.
 * Sprinkles, recipes and components use `mediaQueries`; scripts can pass the same strings to matchMedia.
 */
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
} as const;

export const viewports = ['mobile', 'tablet', 'desktop'] as const;
export type Viewport = (typeof viewports)[number];

export const mediaQueries = {
  mobile: `screen and (width < ${breakpoints.tablet}px)`,
  tablet: `screen and (width >= ${breakpoints.tablet}px)`,
  tabletOnly: `screen and (${breakpoints.tablet}px <= width < ${breakpoints.desktop}px)`,
  desktop: `screen and (width >= ${breakpoints.desktop}px)`,
} as const;

/** The viewport a width in CSS pixels falls in. */
export function viewportOf(width: number): Viewport {
  if (width >= breakpoints.desktop) return 'desktop';
  if (width >= breakpoints.tablet) return 'tablet';
  return 'mobile';
}
