import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/breakpoints';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const trigger = style({
  alignSelf: 'stretch',
  '@media': {
    // From tablet width the panel is always shown beside the products: nothing to toggle.
    [mediaQueries.tablet]: { display: 'none' },
  },
});

export const chevron = style([
  sprinkles({ display: 'inline-block' }),
  {
    width: '0.5em',
    height: '0.5em',
    borderRight: `${vars.borderWidth.thick} solid currentColor`,
    borderBottom: `${vars.borderWidth.thick} solid currentColor`,
    transform: 'translateY(-25%) rotate(45deg)',
    transitionProperty: 'transform',
    transitionDuration: vars.duration.fast,
    selectors: {
      [`${trigger}[data-state="open"] &`]: { transform: 'translateY(25%) rotate(-135deg)' },
    },
  },
]);
