import { keyframes, style } from '@vanilla-extract/css';
import { formError, formField, formHint, formInput, formLabel } from '../../recipes/field.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

/** Shared by the login, register and change-password forms, so the three look and behave as one. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '28rem',
  boxSizing: 'border-box',
  padding: vars.space.xl,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.card,
  '@media': {
    'screen and (width < 30rem)': { padding: vars.space.lg },
  },
});

export const title = sectionHeading({ size: 'xl' });

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const field = formField();

export const label = formLabel;

export const input = style([
  formInput(),
  { selectors: { '&:read-only': { backgroundColor: vars.color.surfaceSunken } } },
]);

export const hint = formHint;

export const fieldError = formError;

export const checkRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  margin: 0,
  marginTop: vars.space.xxs,
  padding: 0,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
  },
});

// A tick drawn with two borders, in the colour that reads on the brand fill.
export const checkmark = style({
  width: '35%',
  height: '65%',
  marginTop: '-12%',
  borderRight: `${vars.borderWidth.thick} solid ${vars.color.onBrand}`,
  borderBottom: `${vars.borderWidth.thick} solid ${vars.color.onBrand}`,
  transform: 'rotate(45deg)',
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const checkLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const checkText = style({
  cursor: 'pointer',
});

export const link = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': focusRing,
  },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

/** The loader shown in the button while the form waits for the server (SPEC.md §2.5). */
export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  boxSizing: 'border-box',
  border: `${vars.borderWidth.thick} solid currentColor`,
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animationName: spin,
  animationDuration: '0.8s',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});

export const success = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.successSubtle,
  color: vars.color.onSuccessSubtle,
  fontWeight: vars.fontWeight.medium,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '::before': {
    content: '""',
    flex: 1,
    borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  },
  '::after': { content: '""', flex: 1, borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
});

export const switchLine = style({
  margin: 0,
  textAlign: 'center',
});

export const sellers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const sellersTitle = style([formHint, { textAlign: 'center' }]);

export const sellerLinks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// A link does not size its border box as a <button> does: without this, width 100% plus padding overflows.
export const sellerLink = style({
  boxSizing: 'border-box',
});

export const tooltip = style({
  maxWidth: '16rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.inverse,
  color: vars.color.onInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.overlay,
  zIndex: vars.zIndex.dropdown,
});

export const tooltipArrow = style({
  fill: vars.color.inverse,
});
