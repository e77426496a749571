import { style } from '@vanilla-extract/css';
import { columns as columnsRecipe } from '../../recipes/columns.css';
import { textLink } from '../../recipes/link.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { mediaQueries } from '../../theme/breakpoints';
import { band, cluster, container, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';

export const footer = band({ backgroundColor: 'surfaceSunken', borderTop: 'hairline' });

export const columns = style([
  columnsRecipe({ tablet: 2 }),
  container({ gap: 'xl', paddingTop: 'xxl', paddingBottom: 'xl' }),
  { '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1.2fr 1fr 1.3fr 1.5fr' } } },
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

export const copyright = container({
  color: 'textMuted',
  fontSize: 'xs',
  textAlign: 'center',
  paddingY: 'md',
  borderTop: 'hairline',
});
