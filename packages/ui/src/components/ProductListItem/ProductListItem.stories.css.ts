import { style } from '@vanilla-extract/css';
import { stack } from '../../theme/layout';

export const single = style({
  maxWidth: '44rem',
});

export const matrix = style([stack({ gap: 'md' }), { maxWidth: '44rem' }]);
