import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': {
    [mediaQueries.desktop]: {
      selectors: {
        '&[data-quote="yes"]': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
      },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const paragraph = style({
  margin: 0,
  maxWidth: '44rem',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.xl,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const quoteText = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

globalStyle(`${quoteText} p`, { margin: 0 });

export const attribution = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
