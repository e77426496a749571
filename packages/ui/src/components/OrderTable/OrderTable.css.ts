import { type CSSProperties, globalStyle, style } from '@vanilla-extract/css';
import { formInput } from '../../recipes/field.css';
import { dashedNotice } from '../../recipes/notice.css';
import { mediaQueries } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focusRing';
import { figures, frame, stack } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { hairlineRule } from '../../theme/rules';
import { sprinkles } from '../../theme/sprinkles.css';
import { visuallyHiddenRules } from '../../theme/visuallyHidden.css';

// Below the tablet breakpoint the six columns do not fit: each row becomes a card of label–value lines.
const onPhone = (rule: CSSProperties) => ({ '@media': { [mediaQueries.mobile]: rule } });

export const wrapper = stack({ gap: 'md', minWidth: '0' });

// The field's look at the width of its longest option.
export const select = style([formInput(), { width: 'auto' }]);

export const scroller = style([
  frame(),
  { overflowX: 'auto', selectors: { '&:focus-visible': focusRing } },
  // The cards carry their own frames, and nothing is left to scroll.
  onPhone({ overflowX: 'visible', border: 'none', backgroundColor: 'transparent' }),
]);

export const table = style([
  sprinkles({ width: 'full', color: 'text', fontSize: 'sm' }),
  {
    borderCollapse: 'collapse',
    selectors: {
      '&[data-status="loading"]': { cursor: 'progress' },
    },
  },
  onPhone({ display: 'block' }),
]);

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: hairlineRule,
  textAlign: 'start',
  verticalAlign: 'middle',
});

globalStyle(`${table} thead th`, {
  backgroundColor: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tbody tr:last-child > *`, {
  borderBottom: 'none',
});

export const caption = style([
  sprinkles({ textAlign: 'start', fontSize: 'md', fontWeight: 'bold', padding: 'md' }),
  onPhone({ display: 'block', padding: 0, paddingBottom: vars.space.sm }),
]);

/** The column headers: out of sight on a phone, where each value has its label, but still read out. */
export const head = style(onPhone(visuallyHiddenRules));

export const body = style(onPhone({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

export const row = style(
  onPhone({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    padding: vars.space.md,
    border: hairlineRule,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.card,
  }),
);

// On a phone the cells lose the table's padding and rules: the row's card frames them.
const cardCell = { padding: 0, borderBottom: 'none' } as const;

/** A value; on a phone, a line with its label at the start and the value at the end. */
export const cell = style({});

globalStyle(
  `${table} ${cell}`,
  onPhone({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: vars.size.controlSm,
    ...cardCell,
  }),
);

export const cellLabel = style([
  sprinkles({ display: 'none' }),
  onPhone({
    display: 'inline',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.regular,
  }),
]);

export const orderId = style([figures({ whiteSpace: 'nowrap' })]);

globalStyle(
  `${table} ${orderId}`,
  onPhone({ ...cardCell, paddingBottom: vars.space.xs, fontSize: vars.fontSize.md }),
);

export const nowrap = style([sprinkles({ whiteSpace: 'nowrap' })]);

export const actionsCell = style({});

globalStyle(
  `${table} ${actionsCell}`,
  onPhone({
    ...cardCell,
    display: 'block',
    marginTop: vars.space.xs,
    paddingTop: vars.space.sm,
    borderTop: hairlineRule,
  }),
);

export const actions = style([sprinkles({ display: 'flex', gap: 'xs' }), onPhone({ gap: vars.space.sm })]);

/** View and Pay Now: a finger's size on a phone, sharing the card's width. */
export const action = style(onPhone({ flex: '1 1 0%', minHeight: vars.size.touchTarget }));

export const loading = style([sprinkles({ color: 'textMuted', margin: 'none' })]);

export const empty = style([dashedNotice, sprinkles({ color: 'textMuted', margin: 'none' })]);
