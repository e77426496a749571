import { headingFace, split, stack, tile } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';

/**
 * The panels of an order before it is paid: checkout's shop groups and Order Summary (SPEC.md §2.8) and the
 * payment page's Order Summary (§2.9). Shared so the amounts look the same from one step to the next.
 */
export const panel = tile({ gap: 'md', color: 'text', padding: 'lg' });

export const title = headingFace({ fontSize: 'lg', fontWeight: 'bold', margin: 'none' });

/** The amounts, a <dl> of label and amount rows. */
export const rows = stack({ gap: 'sm', margin: 'none' });

export const row = split({ gap: 'md', color: 'textMuted' });

/** The last row, the sum to pay, set off by a rule above it. */
export const totalRow = split({
  gap: 'md',
  color: 'text',
  fontSize: 'lg',
  fontWeight: 'bold',
  paddingTop: 'sm',
  borderTop: 'hairline',
});

export const amount = sprinkles({ whiteSpace: 'nowrap', color: 'text', margin: 'none' });

/** A quiet line under the amounts: why Place Order waits, or that shipping is included. */
