import { style } from '@vanilla-extract/css';
import { formError, formField, formHint, formInput, formLabel } from '../../recipes/field.css';
import { panel as panelRecipe } from '../../recipes/panel.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const panel = panelRecipe();

export const title = style([sectionHeading({ size: 'lg' }), { overflowWrap: 'anywhere' }]);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const field = formField({ gap: 'xxs' });

export const fieldWide = style([
  field,
  {
    '@media': {
      [mediaQueries.tablet]: { gridColumn: '1 / -1' },
    },
  },
]);

export const label = formLabel;

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const input = formInput();

export const fieldError = formError;

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const fixErrors = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const email = style([formHint, { overflowWrap: 'anywhere' }]);

export const savedHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const savedAddress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontStyle: 'normal',
  overflowWrap: 'anywhere',
});
