import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { bareList, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const section = stack({ gap: 'lg' });

export const mission = stack({
  gap: 'sm',
  borderRadius: 'xl',
  backgroundColor: 'accentSubtle',
  padding: 'xl',
  border: 'transparent',
});

export const missionText = style([
  sprinkles({
    fontFamily: 'heading',
    fontSize: 'xl',
    fontWeight: 'medium',
    lineHeight: 'snug',
    color: 'text',
    margin: 'none',
  }),
  { maxWidth: '52rem' },
]);

export const grid = style([
  bareList({ display: 'grid', gap: 'lg' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const card = style([
  stack({ gap: 'sm', backgroundColor: 'surface', borderRadius: 'lg', padding: 'xl' }),
  {
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    borderTop: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
  },
]);

export const icon = style([
  sprinkles({ color: 'brand' }),
  { width: vars.size.controlSm, height: vars.size.controlSm },
]);
