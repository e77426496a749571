import { style } from '@vanilla-extract/css';
import { bareButton } from '../../recipes/control.css';
import { coverImage } from '../../recipes/media.css';
import { twoLines } from '../../recipes/text.css';
import { mediaQueries } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focusRing';
import { cluster, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

// The banners are drawn 3:1 (1200 × 400); the frame keeps that shape at every width.
const bannerRatio = '3 / 1';

export const root = stack({ gap: 'sm', minWidth: '0' });

export const viewport = sprinkles({ borderRadius: 'lg', backgroundColor: 'surfaceSunken' });

export const track = style([sprinkles({ display: 'flex' }), { touchAction: 'pan-y pinch-zoom' }]);

export const slide = style([sprinkles({ minWidth: '0' }), { flex: '0 0 100%' }]);

export const link = style({
  display: 'block',
  borderRadius: vars.radius.lg,
  // The phone's caption is text inside the link: no underline under it.
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // Inside the clipped viewport an outline would be cut off: draw the ring inside the picture.
    '&:focus-visible': {
      ...focusRing,
      outlineOffset: `calc(-2 * ${vars.borderWidth.focus})`,
    },
  },
});

export const picture = style([
  coverImage,
  sprinkles({ borderRadius: 'lg' }),
  { height: 'auto', aspectRatio: bannerRatio },
]);

/**
 * Under the picture on a phone only: a 1200 px banner drawn 343 px wide shrinks its subtitle to 8 px and
 * its "Shop now" to 15 px high. From tablet width the picture's own lettering reads well.
 */
export const caption = cluster({
  display: { mobile: 'flex', tablet: 'none' },
  justifyContent: 'space-between',
  gap: 'md',
  padding: 'md',
  color: 'text',
});

export const captionText = stack({ gap: 'xs', minWidth: '0', lineHeight: 'snug' });

// Each at most two lines, so a long offer cannot push "Shop now" and the controls down the page.
export const captionTitle = style([sprinkles({ fontSize: 'md', fontWeight: 'bold' }), twoLines]);

export const captionSubtitle = style([sprinkles({ fontSize: 'sm', color: 'textMuted' }), twoLines]);

export const shopNow = style([sprinkles({ flex: 'none' }), { marginInlineStart: 'auto' }]);

export const controls = cluster({ justifyContent: 'center', gap: 'sm' });

export const dots = sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', minWidth: '0' });

export const dot = style([
  bareButton,
  sprinkles({
    position: 'relative',
    width: 'controlSm',
    height: 'controlSm',
    borderRadius: 'pill',
    border: 'none',
  }),
  {
    '::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: vars.space.md,
      height: vars.space.md,
      transform: 'translate(-50%, -50%)',
      borderRadius: vars.radius.pill,
      // The dots must be seen against the page: the strong border reaches 3:1 (WCAG 1.4.11).
      backgroundColor: vars.color.borderStrong,
      transitionProperty: 'width, background-color',
      transitionDuration: vars.duration.base,
      transitionTimingFunction: vars.easing.standard,
    },
    selectors: {
      '&:focus-visible': focusRing,
      '&:hover::after': { backgroundColor: vars.color.text },
      '&[aria-current="true"]::after': { width: vars.space.xl, backgroundColor: vars.color.brand },
    },
  },
]);

export const skeleton = style({
  width: '100%',
  aspectRatio: bannerRatio,
  // Room for the row of controls under the banners, so the page below does not jump when they arrive.
  marginBottom: `calc(${vars.size.touchTarget} + ${vars.space.sm})`,
  '@media': {
    // And on a phone for the caption under the picture too.
    [mediaQueries.mobile]: {
      marginBottom: `calc(2 * ${vars.size.touchTarget} + 2 * ${vars.space.md} + ${vars.space.sm})`,
    },
  },
});
