import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { sprinkles } from '../../theme/sprinkles.css';

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '7rem 1fr',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  transitionProperty: 'box-shadow',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised },
    // The link is stretched over the whole row, so the row shows the keyboard focus for it.
    '&:has(a:focus-visible)': focusRing,
  },
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: '11rem 1fr',
      gap: vars.space.lg,
    },
  },
});

export const media = style({
  position: 'relative',
  alignSelf: 'start',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = sprinkles({
  color: 'textMuted',
  fontSize: 'sm',
  lineHeight: 'relaxed',
  overflowWrap: 'anywhere',
  margin: 'none',
});

export const actions = style({
  alignSelf: 'start',
});
