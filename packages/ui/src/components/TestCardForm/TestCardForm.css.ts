import { style } from '@vanilla-extract/css';
import { columns } from '../../recipes/columns.css';
import { formField, formInput } from '../../recipes/field.css';
import { stack, tinted } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const grid = style([columns({ mobile: 2 }), sprinkles({ gap: 'md' })]);

export const field = formField({ gap: 'xxs' });

export const fieldWide = style([field, { gridColumn: '1 / -1' }]);

export const input = style([
  formInput(),
  { fontVariantNumeric: 'tabular-nums', selectors: { '&::placeholder': { color: vars.color.textMuted } } },
]);

export const note = style([stack({ gap: 'xs', fontSize: 'sm' }), tinted('info')]);

export const cards = style([sprinkles({ margin: 'none' }), { paddingInlineStart: vars.space.lg }]);
