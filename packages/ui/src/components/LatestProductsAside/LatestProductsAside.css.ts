import { style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const aside = stack({ gap: 'md' });

export const title = sectionHeading({ size: 'lg' });

export const list = stack({ gap: 'sm', listStyle: 'none', margin: 'none', padding: 'none' });

export const item = style([
  sprinkles({
    position: 'relative',
    display: 'grid',
    alignItems: 'center',
    gap: 'md',
    borderRadius: 'md',
    backgroundColor: 'surface',
    padding: 'sm',
    border: 'hairline',
  }),
  {
    gridTemplateColumns: '4.5rem 1fr',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover },
      '&:has(a:focus-visible)': focusRing,
    },
  },
]);

export const media = style([
  sprinkles({ overflow: 'hidden', borderRadius: 'sm', backgroundColor: 'surfaceSunken' }),
  { aspectRatio: '1 / 1' },
]);

export const image = style([
  sprinkles({ display: 'block', width: 'full', height: 'full' }),
  { objectFit: 'cover' },
]);

// A grey frame with a drawn hill, as on the product card (SPEC.md §8).
export const placeholder = style([
  sprinkles({ position: 'relative', width: 'full', height: 'full' }),
  {
    backgroundColor: vars.color.placeholder,
    '::before': {
      content: '""',
      position: 'absolute',
      left: '20%',
      right: '20%',
      bottom: '25%',
      height: '35%',
      backgroundColor: vars.color.placeholderInk,
      clipPath: 'polygon(0 100%, 35% 20%, 55% 60%, 72% 40%, 100% 100%)',
    },
  },
]);

export const body = stack({ gap: 'xxs', minWidth: '0' });

export const link = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
  },
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const price = sprinkles({ color: 'text', fontSize: 'sm', fontWeight: 'bold', margin: 'none' });
