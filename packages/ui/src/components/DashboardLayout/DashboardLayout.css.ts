import { style } from '@vanilla-extract/css';
import { twoPane } from '../../theme/autoGrid';
import { mediaQueries } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focusRing';
import { cluster, fieldBox } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';

export const layout = twoPane(mediaQueries.tablet, '14rem minmax(0, 1fr)');

export const toggle = style([
  cluster({ display: 'inline-flex', gap: 'sm', alignSelf: 'flex-start', cursor: 'pointer' }),
  fieldBox({ borderRadius: 'md', backgroundColor: 'surface', fontWeight: 'medium', border: 'strong' }),
  {
    selectors: {
      '&:focus-visible': focusRing,
      '&[data-state="open"]': { backgroundColor: vars.color.surfaceSunken },
    },
  },
]);

export const menuLink = style([
  cluster({ width: 'full', textAlign: 'start', textDecoration: 'none', cursor: 'pointer' }),
  fieldBox({ borderRadius: 'md', backgroundColor: 'transparent', border: 'none' }),
  {
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceHover },
      '&:focus-visible': focusRing,
      '&[aria-current="page"]': {
        backgroundColor: vars.color.brandSubtle,
        color: vars.color.brandStrong,
        fontWeight: vars.fontWeight.bold,
      },
      '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'progress' },
    },
  },
]);
