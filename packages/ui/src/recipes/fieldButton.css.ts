import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../theme/breakpoints';
import { focusRing } from '../theme/focusRing';
import { centred } from '../theme/layout';
import { vars } from '../theme/lightTheme.css';
import { sprinkles } from '../theme/sprinkles.css';

/**
 * The brand button joined to the end of a one-line field (the header's search, the newsletter's sign-up): a
 * touch target on a phone, roomier from tablet width.
 */
export const fieldButton = style([
  centred({ minWidth: 'touchTarget', paddingX: 'sm' }),
  sprinkles({
    boxSizing: 'border-box',
    flexShrink: '0',
    minHeight: 'touchTarget',
    backgroundColor: 'brand',
    color: 'onBrand',
    fontFamily: 'inherit',
    fontSize: 'sm',
    fontWeight: 'medium',
    cursor: 'pointer',
  }),
  {
    border: `${vars.borderWidth.hairline} solid ${vars.color.brand}`,
    borderStartEndRadius: vars.radius.md,
    borderEndEndRadius: vars.radius.md,
    selectors: {
      '&:hover': { backgroundColor: vars.color.brandStrong },
      '&:focus-visible': focusRing,
    },
    '@media': {
      [mediaQueries.tablet]: { paddingInline: vars.space.lg },
    },
  },
]);
