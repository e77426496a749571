import { style } from '@vanilla-extract/css';
import { formField, formInput } from '../../recipes/field.css';
import { figures, stack, tile } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const form = tile({ gap: 'lg', padding: 'lg', color: 'text' });

export const title = sprinkles({ fontSize: 'md', fontWeight: 'bold', margin: 'none' });

export const grid = style([
  sprinkles({ display: 'grid', gap: 'md' }),
  { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
]);

export const field = formField({ gap: 'xxs' });

export const fieldWide = style([field, { gridColumn: '1 / -1' }]);

export const input = style([
  formInput(),
  { fontVariantNumeric: 'tabular-nums', selectors: { '&::placeholder': { color: vars.color.textMuted } } },
]);

export const note = style([
  stack({ gap: 'xs', borderRadius: 'md', fontSize: 'sm', padding: 'md' }),
  { backgroundColor: vars.color.infoSubtle, color: vars.color.onInfoSubtle },
]);

export const noteTitle = sprinkles({ fontSize: 'sm', fontWeight: 'bold', margin: 'none' });

export const noteText = sprinkles({ margin: 'none' });

export const cards = style([sprinkles({ margin: 'none' }), { paddingInlineStart: vars.space.lg }]);

export const cardNumber = figures({ whiteSpace: 'nowrap' });
