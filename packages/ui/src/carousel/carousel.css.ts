import { keyframes, style } from '@vanilla-extract/css';
import { sectionHeading } from '../recipes/sectionHeading.css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focusRing';
import { cluster, stack } from '../theme/layout';
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

export const slide = style({
  // The width is a share of the row and includes the gap, whatever box-sizing the page uses.
  boxSizing: 'border-box',
  minWidth: 0,
  flexShrink: 0,
  flexGrow: 0,
  paddingInlineStart: vars.space.lg,
});

/** A round icon button: previous, next, pause and play. */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  cursor: 'pointer',
  transitionProperty: 'background-color, color, border-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceHover, borderColor: vars.color.text },
    '&:focus-visible': focusRing,
    '&:disabled': {
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
      boxShadow: 'none',
      cursor: 'not-allowed',
    },
  },
});

export const icon = style([
  sprinkles({ display: 'block' }),
  { width: vars.size.icon, height: vars.size.icon },
]);

/** The title row of a shelf: its heading, then the previous and next buttons at the end. */
export const header = cluster({ justifyContent: 'space-between', gap: 'md', minHeight: 'touchTarget' });

export const title = sectionHeading({ size: 'xl' });

export const buttons = style([sprinkles({ display: 'flex', gap: 'sm' })]);

export const shelf = style([stack({ gap: 'md', minWidth: '0' })]);

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.55 },
});

/** A grey block standing in for content that is still loading. */
export const skeleton = style({
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.lg,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

/**
 * SPEC.md §8: a picture that cannot be shown becomes a grey placeholder, drawn in CSS (a hill and a sun
 * on grey, as on the product card) so it needs no second request.
 */
export const imagePlaceholder = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.placeholder,
  '::before': {
    content: '""',
    position: 'absolute',
    left: '25%',
    right: '25%',
    bottom: '30%',
    height: '30%',
    backgroundColor: vars.color.placeholderInk,
    clipPath: 'polygon(0 100%, 35% 20%, 55% 60%, 72% 40%, 100% 100%)',
  },
  '::after': {
    content: '""',
    position: 'absolute',
    top: '28%',
    right: '30%',
    height: '12%',
    aspectRatio: '1 / 1',
    borderRadius: '50%',
    backgroundColor: vars.color.placeholderInk,
  },
});
