import { style } from '@vanilla-extract/css';
import { iconButton as iconButtonRecipe } from '../recipes/iconButton.css';
import { sectionHeading } from '../recipes/sectionHeading.css';
import { cluster, stack } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The window the slides move in. */
export const viewport = style({
  overflow: 'hidden',
  '@supports': {
    // Clip just outside the box, so card shadows and focus rings at the edges are not cut off.
    '(overflow-clip-margin: 0)': {
      overflow: 'clip',
      overflowClipMargin: vars.space.xs,
    },
  },
});

/**
 * The row of slides. The gap is each slide's left padding, taken back by the row's negative margin: embla
 * measures slides by their boxes, so a CSS gap would skew its snap points.
 */
export const track = style([
  sprinkles({ display: 'flex', listStyle: 'none', padding: 'none' }),
  { margin: 0, marginInlineStart: `calc(-1 * ${vars.space.lg})`, touchAction: 'pan-y pinch-zoom' },
]);

// The width is a share of the row and includes the gap, whatever box-sizing the page uses.
export const slide = style([
  sprinkles({ boxSizing: 'border-box', minWidth: '0', flexShrink: '0' }),
  { flexGrow: 0, paddingInlineStart: vars.space.lg },
]);

/** A round icon button: previous, next, pause and play. */
export const iconButton = iconButtonRecipe({ tone: 'outline' });

export const icon = sprinkles({ display: 'block', width: 'icon', height: 'icon' });

/** The title row of a shelf: its heading, then the previous and next buttons at the end. */
export const header = cluster({ justifyContent: 'space-between', gap: 'md', minHeight: 'touchTarget' });

export const title = sectionHeading({ size: 'xl' });

export const buttons = sprinkles({ display: 'flex', gap: 'sm' });

export const shelf = stack({ gap: 'md', minWidth: '0' });

/** A product shelf's loading title: about as wide as its heading. */
export const skeletonTitle = style({ width: '12rem', height: vars.fontSize.xl });

// A card is its square picture and about half as much again for the name, price and stars.
export const skeletonCard = style({ aspectRatio: '2 / 3' });

export { imagePlaceholder } from '../recipes/media.css';
export { skeleton } from '../recipes/skeleton.css';
