import { style } from '@vanilla-extract/css';
import { card as cardRecipe } from '../../recipes/card.css';
import { textLink } from '../../recipes/link.css';
import { autoGrid } from '../../theme/autoGrid';
import { bareList, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const grid = autoGrid('min(100%, 15rem)', { gap: 'lg' });

export const card = style([cardRecipe({ padding: 'lg' }), stack({ alignItems: 'flex-start', gap: 'md' })]);

export const position = style([
  sprinkles({ fontSize: 'sm', fontWeight: 'medium', margin: 'none' }),
  { color: vars.color.brandStrong },
]);

export const links = style([bareList(), stack({ gap: 'xs', fontSize: 'sm', overflowWrap: 'anywhere' })]);

export const link = style([
  textLink(),
  sprinkles({ display: 'inline-block', minHeight: 'controlSm', paddingY: 'xs' }),
]);
