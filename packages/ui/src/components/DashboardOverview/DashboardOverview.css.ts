import { style } from '@vanilla-extract/css';
import { columns } from '../../recipes/columns.css';
import { textLink } from '../../recipes/link.css';
import { focusRing } from '../../theme/focusRing';
import { bareList, figures, headingFace, split, stack, tile } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const overview = stack({ gap: 'xl', minWidth: '0' });

export const counts = style([bareList({ gap: 'md' }), columns({ tablet: 3 })]);

export const countItem = sprinkles({ display: 'flex', minWidth: '0' });

/** The whole card is the link to the list it counts. */
export const count = style([
  tile({ flex: 'fill', gap: 'xxs', padding: 'lg', color: 'text', boxShadow: 'card', textDecoration: 'none' }),
  {
    selectors: {
      '&:hover': { borderColor: vars.color.link },
      '&:focus-visible': focusRing,
    },
  },
]);

export const countValue = figures({
  fontFamily: 'heading',
  fontSize: 'xxl',
  fontWeight: 'bold',
  lineHeight: 'tight',
});

export const countLabel = sprinkles({ color: 'textMuted', fontWeight: 'medium' });

export const countHint = sprinkles({ color: 'textMuted', fontSize: 'sm' });

export const recent = stack({ gap: 'md', minWidth: '0' });

export const recentHeader = split({ flexWrap: 'wrap', alignItems: 'baseline', gap: 'sm' });

export const recentTitle = headingFace({ fontSize: 'lg', fontWeight: 'bold', margin: 'none' });

export const allLink = textLink();
