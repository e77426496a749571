import { style } from '@vanilla-extract/css';
import { stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const list = style([
  stack({ position: 'relative', gap: 'xl', listStyle: 'none', margin: 'none' }),
  {
    padding: 0,
    paddingInlineStart: vars.space.xxl,
    '::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space.sm,
      insetInlineStart: `calc(${vars.space.lg} - ${vars.borderWidth.thick} / 2)`,
      borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border}`,
    },
  },
]);

export const item = style([sprinkles({ position: 'relative' })]);

export const marker = style([
  sprinkles({
    position: 'absolute',
    boxSizing: 'border-box',
    borderRadius: 'pill',
    backgroundColor: 'surface',
  }),
  {
    top: vars.space.xs,
    insetInlineStart: `calc(${vars.space.sm} - ${vars.space.xxl})`,
    width: vars.space.lg,
    height: vars.space.lg,
    border: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
    selectors: {
      [`${item}[data-status="achieved"] &`]: { backgroundColor: vars.color.brand },
      [`${item}[data-status="planned"] &`]: { borderColor: vars.color.accent },
      [`${item}[data-status="vision"] &`]: { borderColor: vars.color.accent, borderStyle: 'dashed' },
    },
  },
]);

export const content = style([stack({ gap: 'xs' }), { maxWidth: '44rem' }]);
