import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const section = stack({ gap: 'lg' });

export const profile = style([
  stack({
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

export const body = style([stack({ gap: 'md', minWidth: '0' }), { maxWidth: '48rem' }]);

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
