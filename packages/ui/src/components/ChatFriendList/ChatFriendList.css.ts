import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { cluster, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const friend = style([
  cluster({ gap: 'sm', minHeight: 'touchTarget', padding: 'sm', borderRadius: 'md', border: 'transparent' }),
  sprinkles({ color: 'text', textDecoration: 'none' }),
  {
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover },
      '&:focus-visible': focusRing,
      '&[aria-current="page"]': {
        backgroundColor: vars.color.brandSubtle,
        borderColor: vars.color.brand,
      },
    },
  },
]);

export const placeholder = style([
  cluster({ justifyContent: 'center', width: 'full', height: 'full', borderRadius: 'pill' }),
  { backgroundColor: vars.color.placeholder, color: vars.color.placeholderInk },
]);

export const dot = style([
  sprinkles({ position: 'absolute', borderRadius: 'pill' }),
  {
    right: 0,
    bottom: 0,
    width: vars.space.md,
    height: vars.space.md,
    border: `${vars.borderWidth.thick} solid ${vars.color.surface}`,
    backgroundColor: vars.color.textDisabled,
    selectors: {
      '&[data-status="online"]': { backgroundColor: vars.color.success },
    },
  },
]);

export const text = stack({ minWidth: '0' });
