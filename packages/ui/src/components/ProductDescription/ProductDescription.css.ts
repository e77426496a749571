import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { sprinkles } from '../../theme/sprinkles.css';

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const text = style([
  sprinkles({ color: 'text', lineHeight: 'relaxed', overflowWrap: 'anywhere', margin: 'none' }),
  { whiteSpace: 'pre-line' },
]);

export const toggle = style({
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': focusRing,
  },
});
