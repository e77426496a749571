import { style } from '@vanilla-extract/css';
import { fieldButton } from '../../recipes/fieldButton.css';
import { popover } from '../../recipes/popover.css';
import { cluster } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

/** A brand button like the search's, rounded at both ends: the label shows from tablet width. */
export const categoryTrigger = style([
  fieldButton,
  sprinkles({ gap: 'sm', whiteSpace: 'nowrap', margin: 'none' }),
  {
    borderRadius: vars.radius.md,
    selectors: { '&[data-state="open"]': { backgroundColor: vars.color.brandStrong } },
  },
]);

const rowHeight = vars.size.controlSm;

export const categoryMenu = style([
  popover,
  {
    boxSizing: 'border-box',
    minWidth: '14rem',
    maxWidth: 'calc(100vw - 2rem)',
    padding: vars.space.xs,
    selectors: {
      // SPEC.md §9: eight rows show; more scroll.
      '&[data-scrolls="true"]': {
        maxHeight: `min(calc(8 * ${rowHeight} + 2 * ${vars.space.xs}), var(--radix-dropdown-menu-content-available-height))`,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
      },
    },
  },
]);

export const categoryMenuItem = style([
  cluster({ minHeight: 'controlSm', paddingX: 'sm', borderRadius: 'sm', color: 'text', fontSize: 'sm' }),
  {
    textDecoration: 'none',
    outline: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.brandSubtle, color: vars.color.brandStrong },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
    },
  },
]);
