import { style } from '@vanilla-extract/css';
import { columns } from '../../recipes/columns.css';
import { bareList } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const grid = style([bareList({ gap: 'lg' }), columns({ mobile: 2, tablet: 3, desktop: 4 })]);

export const item = sprinkles({ minWidth: '0' });
