import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { bareList, stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const section = stack({ gap: 'lg' });

// Six reasons sit in two rows of three on a desktop, three rows of two on a tablet.
export const grid = style([
  bareList({ display: 'grid', gap: 'lg' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
]);

export const card = stack({
  gap: 'sm',
  backgroundColor: 'surface',
  borderRadius: 'lg',
  boxShadow: 'card',
  padding: 'xl',
  border: 'hairline',
});

export const iconFrame = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'md',
    backgroundColor: 'accentSubtle',
  }),
  { width: vars.size.controlLg, height: vars.size.controlLg, color: vars.color.accentStrong },
]);

export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
});
