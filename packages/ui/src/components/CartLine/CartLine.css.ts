import { style } from '@vanilla-extract/css';
import { badge } from '../../recipes/badge.css';
import { thumbFrame } from '../../recipes/media.css';
import { cluster, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const line = style([
  sprinkles({ display: 'grid', paddingY: 'md' }),
  {
    gridTemplateColumns: '5rem minmax(0, 1fr)',
    gridTemplateAreas: '"picture details" "controls controls" "notes notes"',
    columnGap: vars.space.md,
    rowGap: vars.space.sm,
    '@media': {
      'screen and (width >= 40rem)': {
        gridTemplateColumns: '6rem minmax(0, 1fr) auto',
        gridTemplateAreas: '"picture details controls" "picture notes notes"',
      },
    },
  },
]);

export const picture = style([thumbFrame, { gridArea: 'picture' }]);

export const details = style([stack({ gap: 'xxs', minWidth: '0' }), { gridArea: 'details' }]);

export const stockBadge = style([
  badge({ tone: 'inverse' }),
  sprinkles({ alignSelf: 'flex-start' }),
  { margin: 0 },
]);

export const controls = style([
  cluster({ flexWrap: 'wrap', justifyContent: 'space-between', gap: 'sm' }),
  {
    gridArea: 'controls',
    '@media': {
      'screen and (width >= 40rem)': {
        flexDirection: 'column',
        alignItems: 'flex-end',
        justifyContent: 'flex-start',
      },
    },
  },
]);

export const notes = style([stack({ gap: 'xs', minWidth: '0' }), { gridArea: 'notes' }]);

export const warning = style([
  sprinkles({ borderRadius: 'sm', fontSize: 'sm', margin: 'none', paddingY: 'xs', paddingX: 'sm' }),
  { backgroundColor: vars.color.warningSubtle, color: vars.color.onWarningSubtle },
]);
