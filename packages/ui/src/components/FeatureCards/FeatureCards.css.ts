import { style } from '@vanilla-extract/css';
import { columns } from '../../recipes/columns.css';
import { iconTile } from '../../recipes/iconTile.css';
import { bareList, stack, tile } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const section = stack({ gap: 'lg' });

// Six reasons sit in two rows of three on a desktop, three rows of two on a tablet.
export const grid = style([bareList({ gap: 'lg' }), columns({ tablet: 2, desktop: 3 })]);

export const card = tile({ gap: 'sm', boxShadow: 'card', padding: 'xl' });

export const iconFrame = iconTile({ size: 'lg' });

export const icon = sprinkles({ width: 'icon', height: 'icon' });
