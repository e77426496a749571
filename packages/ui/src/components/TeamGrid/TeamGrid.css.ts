import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { bareList, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const section = stack({ gap: 'lg' });

export const grid = style([
  bareList({ display: 'grid', gap: 'lg' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' },
]);

export const card = style([
  stack({
    alignItems: 'flex-start',
    gap: 'md',
    backgroundColor: 'surface',
    borderRadius: 'lg',
    boxShadow: 'card',
    padding: 'xl',
    border: 'hairline',
  }),
]);

export const who = stack({ gap: 'xxs' });

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

export const links = stack({
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
