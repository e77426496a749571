import { style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const footer = style({
  boxSizing: 'border-box',
  width: '100%',
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const columns = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xl,
  maxWidth: vars.size.container,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xl}`,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: '1.2fr 1fr 1.3fr 1.5fr' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const brand = style([sectionHeading({ size: 'xl' }), { color: vars.color.brand }]);

export const heading = sectionHeading({ size: 'lg' });

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  color: vars.color.link,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.linkHover, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const plain = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  color: vars.color.textMuted,
});

export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontStyle: 'normal',
  fontSize: vars.fontSize.sm,
});

export const contactLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  color: vars.color.textMuted,
});

export const copyright = style({
  boxSizing: 'border-box',
  maxWidth: vars.size.container,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});
