import { style } from '@vanilla-extract/css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  '@media': {
    'screen and (width < 30rem)': { padding: vars.space.md },
  },
});

export const title = sectionHeading({ size: 'lg' });

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const lines = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
  },
});
