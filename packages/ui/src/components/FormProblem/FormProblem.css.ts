import { style } from '@vanilla-extract/css';
import { stack, tinted } from '../../theme/layout';

export const problem = style([stack({ gap: 'xxs', margin: 'none' }), tinted('danger')]);
