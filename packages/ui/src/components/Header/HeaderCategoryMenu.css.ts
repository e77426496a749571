import { style } from '@vanilla-extract/css';
import { popover } from '../../recipes/popover.css';
import { mediaQueries } from '../../theme/breakpoints';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/lightTheme.css';

export const categoryTrigger = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  margin: 0,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { backgroundColor: vars.color.brandStrong },
    '&:focus-visible': focusRing,
  },
  '@media': {
    [mediaQueries.tablet]: { paddingInline: vars.space.lg },
  },
});

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
