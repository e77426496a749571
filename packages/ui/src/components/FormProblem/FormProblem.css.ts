import { style } from '@vanilla-extract/css';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';

export const problem = style([
  stack({ gap: 'xxs', borderRadius: 'md', margin: 'none', padding: 'md' }),
  { backgroundColor: vars.color.dangerSubtle, color: vars.color.onDangerSubtle },
]);
