import { style } from '@vanilla-extract/css';
import { textLink } from '../../recipes/link.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { mediaQueries } from '../../theme/breakpoints';
import { cluster, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { hairlineRule } from '../../theme/rules';
import { sprinkles } from '../../theme/sprinkles.css';

export const footer = style([
  sprinkles({ boxSizing: 'border-box', width: 'full', backgroundColor: 'surfaceSunken', color: 'text' }),
  { borderTop: hairlineRule },
]);

export const columns = style([
  sprinkles({ boxSizing: 'border-box', display: 'grid', gap: 'xl', maxWidth: 'container' }),
  {
    gridTemplateColumns: '1fr',
    margin: '0 auto',
    padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xl}`,
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQueries.desktop]: { gridTemplateColumns: '1.2fr 1fr 1.3fr 1.5fr' },
    },
  },
]);

export const column = stack({ gap: 'sm', minWidth: '0' });

export const brand = style([sectionHeading({ size: 'xl' }), { color: vars.color.brand }]);

export const heading = sectionHeading({ size: 'lg' });

export const list = stack({ gap: 'xxs', listStyle: 'none', fontSize: 'sm', margin: 'none', padding: 'none' });

export const link = style([
  textLink({ weight: 'regular', underline: 'hover' }),
  cluster({ display: 'inline-flex', minHeight: 'controlSm', overflowWrap: 'anywhere' }),
]);

export const plain = cluster({ color: 'textMuted', minHeight: 'controlSm' });

export const contact = stack({ gap: 'xs', fontStyle: 'normal', fontSize: 'sm' });

export const contactLine = cluster({ gap: 'sm', minWidth: '0', color: 'textMuted', margin: 'none' });

export const copyright = style([
  sprinkles({
    boxSizing: 'border-box',
    maxWidth: 'container',
    color: 'textMuted',
    fontSize: 'xs',
    textAlign: 'center',
    paddingY: 'md',
    paddingX: 'lg',
  }),
  { margin: '0 auto', borderTop: hairlineRule },
]);
