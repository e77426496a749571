import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const matrix = style([
  sprinkles({ display: 'grid', alignItems: 'center', margin: 'none' }),
  { gridTemplateColumns: 'max-content max-content', gap: `${vars.space.sm} ${vars.space.lg}` },
]);

export const value = sprinkles({ margin: 'none' });

export const row = style({
  display: 'contents',
});
