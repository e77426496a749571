import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { headingFace } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const trigger = style([
  sprinkles({ boxSizing: 'border-box', minHeight: 'touchTarget', margin: 'none', paddingX: 'lg' }),
  headingFace({ fontSize: 'md', fontWeight: 'medium', color: 'textMuted', backgroundColor: 'transparent' }),
  {
    marginBottom: `calc(-1 * ${vars.borderWidth.hairline})`,
    border: 'none',
    borderBottom: `${vars.borderWidth.thick} solid transparent`,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&[data-state="active"]': { color: vars.color.brandStrong, borderBottomColor: vars.color.brand },
      '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
    },
  },
]);

export const panel = style({
  minWidth: 0,
  selectors: {
    '&:focus-visible': focusRing,
  },
});
