import { style } from '@vanilla-extract/css';
import { formField, formInput } from '../../recipes/field.css';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

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

export const cards = style([sprinkles({ margin: 'none' }), { paddingInlineStart: vars.space.lg }]);
