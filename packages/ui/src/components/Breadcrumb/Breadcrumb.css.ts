import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { cluster } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

export const list = cluster({
  flexWrap: 'wrap',
  gap: 'xs',
  listStyle: 'none',
  fontSize: 'sm',
  lineHeight: 'snug',
  margin: 'none',
  padding: 'none',
});

export const item = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs', minWidth: '0' }),
  {
    selectors: {
      // A chevron drawn with borders between items: nothing for a screen reader to read out.
      '& + &::before': {
        content: '""',
        flexShrink: 0,
        width: '0.4em',
        height: '0.4em',
        marginInlineEnd: vars.space.xs,
        borderTop: `${vars.borderWidth.thick} solid ${vars.color.textMuted}`,
        borderRight: `${vars.borderWidth.thick} solid ${vars.color.textMuted}`,
        transform: 'rotate(45deg)',
      },
    },
  },
]);

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.linkHover },
    '&:focus-visible': focusRing,
  },
});

export const current = sprinkles({ color: 'textMuted', overflowWrap: 'anywhere' });
