import { keyframes, style } from '@vanilla-extract/css';
import * as problems from '../../recipes/problem.css';
import { emptyState, emptyStateIcon } from '../../recipes/statePanel.css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { bareList, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const grid = style([
  bareList({ display: 'grid', gap: 'lg' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))' },
]);

export const cell = sprinkles({ display: 'flex', minWidth: '0' });

export const card = style([
  stack({
    width: 'full',
    overflow: 'hidden',
    backgroundColor: 'surface',
    borderRadius: 'lg',
    boxShadow: 'card',
    border: 'hairline',
  }),
  {
    selectors: {
      // Not faded: faded text would fall below AA contrast. The busy card shows a dashed border instead.
      '&[data-status="pending"]': {
        borderStyle: 'dashed',
        borderColor: vars.color.borderStrong,
        cursor: 'progress',
      },
    },
  },
]);

export const media = style([
  sprinkles({ position: 'relative', backgroundColor: 'surfaceSunken' }),
  { aspectRatio: '1 / 1' },
]);

export const body = stack({ alignItems: 'flex-start', gap: 'xs', flex: 'fill', padding: 'md' });

export const name = sprinkles({
  fontFamily: 'heading',
  fontSize: 'md',
  fontWeight: 'medium',
  lineHeight: 'tight',
  overflowWrap: 'anywhere',
  margin: 'none',
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.5 },
});

export const skeleton = style([
  sprinkles({ borderRadius: 'lg', backgroundColor: 'surfaceSunken' }),
  {
    height: '20rem',
    animationName: pulse,
    animationDuration: '1.6s',
    animationIterationCount: 'infinite',
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationName: 'none' },
    },
  },
]);

export const empty = emptyState;

export const emptyIcon = emptyStateIcon;

export const emptyTitle = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xl',
  fontWeight: 'bold',
  margin: 'none',
});

export const emptyHint = sprinkles({ color: 'textMuted', margin: 'none' });

export const problem = problems.problemPanel({ tone: 'danger' });

export const problemTitle = problems.problemTitle({ tone: 'danger' });

export const problemText = problems.problemText;
