import { style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const title = sectionHeading({ size: 'lg' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:has(a:focus-visible)': focusRing,
  },
});

export const media = style({
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

// A grey frame with a drawn hill, as on the product card (SPEC.md §8).
export const placeholder = style({
  position: 'relative',
  width: '100%',
  height: '100%',
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
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

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

export const price = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
