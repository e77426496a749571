import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const result = style([
  sprinkles({ borderRadius: 'md', padding: 'md', border: 'hairline' }),
  { minHeight: `calc(${vars.size.controlLg} * 3)` },
]);
