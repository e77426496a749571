import { style } from '@vanilla-extract/css';
import { autoGrid } from '../../theme/autoGrid';

export const single = style({
  width: '16rem',
});

export const matrix = autoGrid('14rem', { gap: 'lg', alignItems: 'stretch' });
