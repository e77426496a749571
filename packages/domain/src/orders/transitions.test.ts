import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, type DeliveryStatus } from './statuses';
import { canTransition, isFinalDeliveryStatus, nextDeliveryStatuses } from './transitions';

const allowed: readonly [DeliveryStatus, DeliveryStatus][] = [
  ['pending', 'placed'],
  ['pending', 'cancelled'],
  ['placed', 'processing'],
  ['placed', 'cancelled'],
  ['processing', 'warehouse'],
  ['warehouse', 'delivered'],
];

describe('canTransition', () => {
  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it('allows nothing else', () => {
    const allowedKeys = new Set(allowed.map(([from, to]) => `${from}→${to}`));
    for (const from of DELIVERY_STATUSES) {
      for (const to of DELIVERY_STATUSES) {
        expect(canTransition(from, to), `${from} → ${to}`).toBe(allowedKeys.has(`${from}→${to}`));
      }
    }
  });

  const forbidden: readonly [DeliveryStatus, DeliveryStatus, string][] = [
    ['pending', 'processing', 'skipping placement'],
    ['pending', 'delivered', 'delivering what was never placed'],
    ['processing', 'cancelled', 'cancelling once processing has begun'],
    ['warehouse', 'cancelled', 'cancelling from the warehouse'],
    ['delivered', 'cancelled', 'cancelling a delivered order'],
    ['cancelled', 'placed', 'reviving a cancelled order'],
    ['delivered', 'warehouse', 'going backwards'],
    ['placed', 'placed', 'staying put'],
  ];

  it.each(forbidden)('refuses %s → %s (%s)', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });
});

describe('nextDeliveryStatuses', () => {
  it('lists where an order can go next', () => {
    expect(nextDeliveryStatuses('pending')).toEqual(['placed', 'cancelled']);
    expect(nextDeliveryStatuses('warehouse')).toEqual(['delivered']);
    expect(nextDeliveryStatuses('delivered')).toEqual([]);
  });
});

describe('isFinalDeliveryStatus', () => {
  it('is true only for delivered and cancelled', () => {
    expect(DELIVERY_STATUSES.filter(isFinalDeliveryStatus)).toEqual(['delivered', 'cancelled']);
  });
});
