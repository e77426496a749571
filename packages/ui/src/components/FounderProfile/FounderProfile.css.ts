import { globalStyle, style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { mediaQueries } from '../../theme/breakpoints';
import { stack, tile } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const profile = style([
  tile({ alignItems: 'flex-start', gap: 'xl', borderRadius: 'xl', boxShadow: 'card', padding: 'xl' }),
  {
    '@media': {
      [mediaQueries.tablet]: { flexDirection: 'row', padding: vars.space.xxl },
    },
  },
]);

export const body = style([stack({ gap: 'md', minWidth: '0' }), { maxWidth: '48rem' }]);

export const position = style([
  sprinkles({ fontWeight: 'medium', color: 'brandStrong' }),
  { margin: 0, marginTop: vars.space.xxs },
]);

export const quote = style([
  sectionHeading({ size: 'lg' }),
  {
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    paddingInlineStart: vars.space.lg,
    borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
  },
]);

globalStyle(`${quote} p`, { margin: 0 });
