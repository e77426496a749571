import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '36rem',
  marginInline: 'auto',
  padding: vars.space.xl,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
});

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinner = style({
  display: 'block',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  border: `${vars.borderWidth.focus} solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  borderRadius: '50%',
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    // Without motion the ring stays still; the spoken status says what is happening.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const status = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

const image = {
  width: `calc(${vars.size.controlLg} * 2)`,
  height: `calc(${vars.size.controlLg} * 2)`,
} as const;

export const imageSuccess = style({ ...image, color: vars.color.success });
export const imageFailure = style({ ...image, color: vars.color.danger });

export const imageDisc = style({
  fill: 'currentColor',
});

export const imageMark = style({
  fill: 'none',
  stroke: vars.color.surface,
  strokeWidth: 6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

const title = {
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
} as const;

export const titleSuccess = style({ ...title, color: vars.color.success });
export const titleProblem = style({ ...title, color: vars.color.danger });

/** The outcome's sentences: the text, then a declined card's reason. */
export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const text = style({
  margin: 0,
});

/** A reason in words that are not Bazaar's (the provider's, the server's): long ones wrap inside the card. */
export const reason = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const problem = style([
  outcome,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.dangerSubtle,
    color: vars.color.onDangerSubtle,
    textAlign: 'start',
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
