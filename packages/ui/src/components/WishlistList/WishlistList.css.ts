import { keyframes, style } from '@vanilla-extract/css';
import * as problems from '../../recipes/problem.css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cell = style({
  display: 'flex',
  minWidth: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  selectors: {
    // Not faded: faded text would fall below AA contrast. The busy card shows a dashed border instead.
    '&[data-status="pending"]': {
      borderStyle: 'dashed',
      borderColor: vars.color.borderStrong,
      cursor: 'progress',
    },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  backgroundColor: vars.color.surfaceSunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  flex: 1,
  padding: vars.space.md,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
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

export const skeleton = style({
  height: '20rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  animationName: pulse,
  animationDuration: '1.6s',
  animationIterationCount: 'infinite',
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  border: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
});

export const emptyIcon = style({
  display: 'inline-flex',
  padding: vars.space.md,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brandStrong,
});

export const emptyTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const emptyHint = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const problem = problems.problemPanel({ tone: 'danger' });

export const problemTitle = problems.problemTitle({ tone: 'danger' });

export const problemText = problems.problemText;
