import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { bareList, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const overview = stack({ gap: 'xl', minWidth: '0' });

export const counts = style([
  bareList({ display: 'grid', gap: 'md' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
]);

export const countItem = sprinkles({ display: 'flex', minWidth: '0' });

/** The whole card is the link to the list it counts. */
export const count = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xxs,
  padding: vars.space.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.link },
    '&:focus-visible': focusRing,
  },
});

export const countValue = sprinkles({
  fontFamily: 'heading',
  fontSize: 'xxl',
  fontWeight: 'bold',
  lineHeight: 'tight',
  fontVariantNumeric: 'tabular-nums',
});

export const countLabel = sprinkles({ color: 'textMuted', fontWeight: 'medium' });

export const countHint = sprinkles({ color: 'textMuted', fontSize: 'sm' });

export const recent = stack({ gap: 'md', minWidth: '0' });

export const recentHeader = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 'sm',
});

export const recentTitle = sprinkles({
  fontFamily: 'heading',
  fontSize: 'lg',
  fontWeight: 'bold',
  margin: 'none',
});

export const allLink = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': focusRing,
  },
});
