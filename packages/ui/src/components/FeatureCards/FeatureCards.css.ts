import { style } from '@vanilla-extract/css';
import { columns } from '../../recipes/columns.css';
import { bareList, tile } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

// Six reasons sit in two rows of three on a desktop, three rows of two on a tablet.
export const grid = style([bareList({ gap: 'lg' }), columns({ tablet: 2, desktop: 3 })]);

export const card = tile({ gap: 'sm', boxShadow: 'card', padding: 'xl' });

export const icon = sprinkles({ width: 'icon', height: 'icon' });
