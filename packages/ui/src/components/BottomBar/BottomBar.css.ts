import { style } from '@vanilla-extract/css';
import { countBadge as countPill } from '../../recipes/badge.css';
import { mediaQueries } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focusRing';
import { band, bareList, centred } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

/** The bar's height, so a layout can keep its last lines clear of it. */
export const bottomBarHeight = `calc(${vars.size.controlLg} + ${vars.space.md})`;

export const bar = style([
  band({ backgroundColor: 'surface', boxShadow: 'raised', borderTop: 'hairline' }),
  {
    position: 'fixed',
    insetInline: 0,
    bottom: 0,
    zIndex: vars.zIndex.sticky,
    minHeight: bottomBarHeight,
    paddingBottom: 'env(safe-area-inset-bottom)',
    '@media': {
      [mediaQueries.tablet]: { display: 'none' },
    },
  },
]);

export const list = style([
  bareList({ display: 'grid' }),
  { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
]);

export const item = sprinkles({ display: 'flex', minWidth: '0' });

export const link = style([
  centred({ flexDirection: 'column', flex: 'auto', gap: 'xxs', minWidth: '0', paddingX: 'xs' }),
  sprinkles({ color: 'textMuted', fontSize: 'xs', fontWeight: 'medium', lineHeight: 'tight' }),
  {
    minHeight: bottomBarHeight,
    textAlign: 'center',
    textDecoration: 'none',
    selectors: {
      '&:hover': { color: vars.color.text },
      '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
      '&[aria-current="page"]': { color: vars.color.link },
    },
  },
]);

export const iconWrap = sprinkles({ position: 'relative', display: 'inline-flex' });

export const badge = style([
  countPill,
  sprinkles({ paddingX: 'xxs' }),
  {
    top: `calc(-1 * ${vars.space.sm})`,
    left: '60%',
    minWidth: vars.space.lg,
    border: `${vars.borderWidth.hairline} solid ${vars.color.surface}`,
  },
]);
