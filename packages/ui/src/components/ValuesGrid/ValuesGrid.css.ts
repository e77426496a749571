import { style } from '@vanilla-extract/css';
import { banner, statement } from '../../recipes/banner.css';
import { card as cardRecipe } from '../../recipes/card.css';
import { columns } from '../../recipes/columns.css';
import { bareList, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const mission = style([banner({ tone: 'accent' }), sprinkles({ gap: 'sm' })]);

export const missionText = style([statement, { maxWidth: '52rem' }]);

export const grid = style([bareList({ gap: 'lg' }), columns({ tablet: 2, desktop: 4 })]);

export const card = style([
  cardRecipe({ elevation: 'flat', padding: 'lg' }),
  stack({ gap: 'sm' }),
  { borderTop: `${vars.borderWidth.thick} solid ${vars.color.brand}` },
]);
