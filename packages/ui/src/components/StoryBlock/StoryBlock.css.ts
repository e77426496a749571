import { globalStyle, style } from '@vanilla-extract/css';
import { statement } from '../../recipes/banner.css';
import { mediaQueries } from '../../theme/breakpoints';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const section = style([
  sprinkles({ display: 'grid', gap: 'xl', alignItems: 'center' }),
  {
    '@media': {
      [mediaQueries.desktop]: {
        selectors: {
          '&[data-quote="yes"]': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
        },
      },
    },
  },
]);

export const paragraph = style([
  sprinkles({ fontSize: 'md', lineHeight: 'relaxed', margin: 'none' }),
  { maxWidth: '44rem' },
]);

export const quote = style([
  stack({ gap: 'md', borderRadius: 'lg', backgroundColor: 'surfaceSunken', margin: 'none', padding: 'xl' }),
  { borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.brand}` },
]);

export const quoteText = style([statement]);

globalStyle(`${quoteText} p`, { margin: 0 });
