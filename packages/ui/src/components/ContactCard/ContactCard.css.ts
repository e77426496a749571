import { style } from '@vanilla-extract/css';
import { cluster, split, stack, tile } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const card = tile({ gap: 'lg', borderRadius: 'xl', boxShadow: 'card', padding: 'xl' });

export const row = stack({ gap: 'xxs' });

export const icon = sprinkles({ flex: 'none', color: 'accent', width: 'icon', height: 'icon' });

export const term = cluster({ gap: 'md', fontSize: 'sm', fontWeight: 'bold', color: 'textMuted' });

// Lined up with the label's text, past the icon.
const pastIcon = { paddingInlineStart: `calc(${vars.size.icon} + ${vars.space.md})` };

export const value = style([sprinkles({ overflowWrap: 'anywhere', margin: 'none' }), pastIcon]);

export const hoursList = style([stack({ gap: 'xs', margin: 'none' }), pastIcon]);

export const hoursRow = style([split({ flexWrap: 'wrap' }), { columnGap: vars.space.lg }]);
