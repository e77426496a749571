import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/lightTheme.css';
import { sprinkles } from '../theme/sprinkles.css';

/** One form field: its label, the control, then a hint or the field's error, stacked. */
export const formField = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap: {
      xxs: { gap: vars.space.xxs },
      xs: { gap: vars.space.xs },
    },
  },
  defaultVariants: { gap: 'xs' },
});

export const formLabel = sprinkles({ fontWeight: 'medium' });

/** A text input or textarea; its border turns to danger when the field is invalid. */
export const formInput = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    selectors: {
      '&:focus-visible': focusRing,
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
  variants: {
    shape: {
      line: { minHeight: vars.size.touchTarget, paddingInline: vars.space.md },
      area: { padding: vars.space.md, lineHeight: vars.lineHeight.normal, resize: 'vertical' },
    },
  },
  defaultVariants: { shape: 'line' },
});

export const formHint = sprinkles({ margin: 'none', color: 'textMuted', fontSize: 'sm' });

export const formError = sprinkles({ margin: 'none', color: 'danger', fontSize: 'sm', fontWeight: 'medium' });
