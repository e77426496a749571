import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const section = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const profile = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: 'xl',
    backgroundColor: 'surface',
    borderRadius: 'xl',
    boxShadow: 'card',
    padding: 'xl',
    border: 'hairline',
  }),
  {
    '@media': {
      [mediaQueries.tablet]: { flexDirection: 'row', padding: vars.space.xxl },
    },
  },
]);

export const body = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', minWidth: '0' }),
  { maxWidth: '48rem' },
]);

export const position = style([
  sprinkles({ fontWeight: 'medium' }),
  { margin: 0, marginTop: vars.space.xxs, color: vars.color.brandStrong },
]);

export const quote = style([
  sprinkles({
    fontFamily: 'heading',
    fontSize: 'lg',
    fontWeight: 'medium',
    lineHeight: 'snug',
    margin: 'none',
  }),
  {
    paddingInlineStart: vars.space.lg,
    borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
  },
]);

globalStyle(`${quote} p`, { margin: 0 });

export const paragraph = sprinkles({ lineHeight: 'relaxed', margin: 'none' });
