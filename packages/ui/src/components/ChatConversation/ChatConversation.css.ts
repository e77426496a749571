import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing';
import { frame, tile } from '../../theme/layout';
import { vars } from '../../theme/lightTheme.css';
import { sprinkles } from '../../theme/sprinkles.css';

/** SPEC.md §2.10: the conversation panel is 600 px high (37.5 rem at the browser's default 16 px). */
export const panel = style([
  tile({ boxSizing: 'border-box', minWidth: '0', overflow: 'hidden' }),
  { height: '37.5rem' },
]);

export const notice = sprinkles({
  color: 'textMuted',
  textAlign: 'center',
  flex: 'fill',
  margin: 'none',
  padding: 'lg',
});

export const log = style([
  sprinkles({ flex: 'fill', backgroundColor: 'surfaceSunken', padding: 'md' }),
  { overflowY: 'auto', selectors: { '&:focus-visible': focusRing } },
]);

export const bubble = style([
  frame({ overflowWrap: 'anywhere', color: 'text', margin: 'none', paddingY: 'xs', paddingX: 'sm' }),
  {
    maxWidth: '80%',
    whiteSpace: 'pre-wrap',
    selectors: {
      '&[data-from="customer"]': {
        backgroundColor: vars.color.brandSubtle,
        borderColor: vars.color.brand,
      },
      '&[data-status="pending"], &[data-status="sending"]': { borderStyle: 'dashed' },
      '&[data-status="failed"]': {
        backgroundColor: vars.color.dangerSubtle,
        borderColor: vars.color.danger,
        color: vars.color.onDangerSubtle,
      },
    },
  },
]);

// Not muted: muted text would fall below AA contrast on the tinted bubble.
export const outboxStatus = style([sprinkles({ fontSize: 'xs', margin: 'none' }), { fontStyle: 'italic' }]);

export const newMessages = style([
  sprinkles({ position: 'absolute', boxShadow: 'raised' }),
  { bottom: vars.space.sm, left: '50%', transform: 'translateX(-50%)' },
]);
