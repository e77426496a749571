import { style } from '@vanilla-extract/css';
import { formError, formField, formInput, formLabel } from '../../recipes/field.css';
import { panel } from '../../recipes/panel.css';
import { vars } from '../../theme/contract.css';

export const form = panel();

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const field = formField({ gap: 'xxs' });

export const fieldWide = style([field, { gridColumn: '1 / -1' }]);

export const label = formLabel;

export const input = style([
  formInput(),
  { fontVariantNumeric: 'tabular-nums', selectors: { '&::placeholder': { color: vars.color.textMuted } } },
]);

export const fieldError = formError;

export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSubtle,
  color: vars.color.onInfoSubtle,
  fontSize: vars.fontSize.sm,
});

export const noteTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const noteText = style({
  margin: 0,
});

export const cards = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const cardNumber = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
