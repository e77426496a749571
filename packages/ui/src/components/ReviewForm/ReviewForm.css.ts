import { style } from '@vanilla-extract/css';
import { bareButton } from '../../recipes/control.css';
import { formInput } from '../../recipes/field.css';
import { starClipPath } from '../../recipes/media.css';
import { focusRing } from '../../theme/focusRing';
import { cluster, frame } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const fieldRow = style([cluster({ flexWrap: 'wrap' }), { gap: `${vars.space.xs} ${vars.space.md}` }]);

export const star = style([
  bareButton,
  sprinkles({ boxSizing: 'border-box', borderRadius: 'md', fontSize: 'xxl', border: 'none' }),
  {
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    selectors: {
      '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
      '&:hover': { backgroundColor: vars.color.surfaceHover },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
]);

export const starShape = style([
  sprinkles({ display: 'block' }),
  {
    width: '1em',
    height: '1em',
    backgroundColor: vars.color.starEmpty,
    clipPath: starClipPath,
    selectors: {
      '[data-lit="true"] > &': { backgroundColor: vars.color.star },
    },
    '@media': {
      '(forced-colors: active)': {
        forcedColorAdjust: 'none',
        backgroundColor: 'GrayText',
        selectors: { '[data-lit="true"] > &': { backgroundColor: 'CanvasText' } },
      },
    },
  },
]);

export const textarea = style([formInput({ shape: 'area' }), { minHeight: '7rem' }]);

export const prompt = style([
  cluster({ flexWrap: 'wrap', gap: 'md' }),
  frame({ backgroundColor: 'surfaceSunken', padding: 'lg' }),
]);
