import { style } from '@vanilla-extract/css';
import { stack } from '../../theme/layout';

export const frame = style([stack({ gap: 'md' }), { maxWidth: '32rem' }]);
