import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { sprinkles } from '../../theme/sprinkles.css';

export const section = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const grid = style([
  sprinkles({ display: 'grid', gap: 'lg', listStyle: 'none', margin: 'none', padding: 'none' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' },
]);

export const card = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: 'md',
    backgroundColor: 'surface',
    borderRadius: 'lg',
    boxShadow: 'card',
    padding: 'xl',
    border: 'hairline',
  }),
]);

export const who = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' });

export const position = style([
  sprinkles({ fontSize: 'sm', fontWeight: 'medium', margin: 'none' }),
  { color: vars.color.brandStrong },
]);

export const description = sprinkles({
  flex: 'fill',
  color: 'textMuted',
  lineHeight: 'relaxed',
  margin: 'none',
});

export const links = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  gap: 'xs',
  listStyle: 'none',
  fontSize: 'sm',
  overflowWrap: 'anywhere',
  margin: 'none',
  padding: 'none',
});

export const linkLabel = sprinkles({ color: 'textMuted' });

export const link = style([
  sprinkles({
    display: 'inline-block',
    color: 'link',
    fontWeight: 'medium',
    textDecoration: 'underline',
    paddingY: 'xs',
  }),
  {
    minHeight: vars.size.controlSm,
    textUnderlineOffset: '0.2em',
    selectors: {
      '&:hover': { color: vars.color.linkHover },
      '&:focus-visible': focusRing,
    },
  },
]);
