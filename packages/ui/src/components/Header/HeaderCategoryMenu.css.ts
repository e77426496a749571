import { style } from '@vanilla-extract/css';
import { fieldButton } from '../../recipes/fieldButton.css';
import { popover } from '../../recipes/popover.css';
import { mediaQueries } from '../../theme/breakpoints';
import { centred } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';

/** A brand button like the search's, rounded at both ends: the label shows from tablet width. */
export const categoryTrigger = style([
  fieldButton,
  centred({ gap: 'sm', minWidth: 'touchTarget', whiteSpace: 'nowrap', margin: 'none', paddingX: 'sm' }),
  {
    borderRadius: vars.radius.md,
    selectors: { '&[data-state="open"]': { backgroundColor: vars.color.brandStrong } },
    '@media': {
      [mediaQueries.tablet]: { paddingInline: vars.space.lg },
    },
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

export const categoryMenuItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: rowHeight,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.brandSubtle, color: vars.color.brandStrong },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});
