import { style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const panel = stack({
  gap: 'md',
  borderRadius: 'lg',
  backgroundColor: 'surface',
  padding: 'lg',
  border: 'hairline',
});

export const title = style([sectionHeading({ size: 'lg' }), { overflowWrap: 'anywhere' }]);

export const list = stack({ gap: 'md', listStyle: 'none', margin: 'none', padding: 'none' });

export const item = style([
  sprinkles({ position: 'relative', display: 'grid', gap: 'md', borderRadius: 'md', padding: 'xs' }),
  {
    gridTemplateColumns: '4.5rem 1fr',
    alignItems: 'start',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover },
      // The name's link covers the whole row, so the row shows the keyboard focus for it.
      '&:has(a:focus-visible)': focusRing,
    },
  },
]);

export const media = style([
  sprinkles({
    position: 'relative',
    overflow: 'hidden',
    borderRadius: 'sm',
    backgroundColor: 'surfaceSunken',
  }),
  { aspectRatio: '1 / 1' },
]);

export const image = style([
  sprinkles({ display: 'block', width: 'full', height: 'full' }),
  { objectFit: 'cover' },
]);

export const body = stack({ gap: 'xxs', minWidth: '0' });

export const name = style([
  sprinkles({
    fontSize: 'sm',
    fontWeight: 'medium',
    lineHeight: 'snug',
    overflowWrap: 'anywhere',
    margin: 'none',
  }),
]);

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
  },
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});
