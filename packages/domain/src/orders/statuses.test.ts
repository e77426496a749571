import { describe, expect, it } from 'vitest';
import {
  DELIVERY_STATUSES,
  isDeliveryStatus,
  isOrderFilter,
  isPaymentMethod,
  isPaymentStatus,
  matchesOrderFilter,
  ORDER_FILTERS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  statusBadgeTone,
} from './statuses';

describe('status lists', () => {
  it('spell the values as the contract does', () => {
    expect(PAYMENT_STATUSES).toEqual(['unpaid', 'paid']);
    expect(DELIVERY_STATUSES).toEqual([
      'pending',
      'placed',
      'processing',
      'warehouse',
      'delivered',
      'cancelled',
    ]);
    expect(PAYMENT_METHODS).toEqual(['cod', 'card']);
    expect(ORDER_FILTERS).toEqual(['all', 'placed', 'pending', 'delivered', 'warehouse', 'cancelled']);
  });

  it('recognise their own values only', () => {
    expect(isPaymentStatus('paid')).toBe(true);
    expect(isPaymentStatus('not paid')).toBe(false);
    expect(isDeliveryStatus('warehouse')).toBe(true);
    expect(isDeliveryStatus('shipped')).toBe(false);
    expect(isDeliveryStatus('Delivered')).toBe(false);
    expect(isPaymentMethod('cod')).toBe(true);
    expect(isPaymentMethod('upi')).toBe(false);
    expect(isPaymentMethod(null)).toBe(false);
    expect(isOrderFilter('all')).toBe(true);
    // processing is a status but not one of the My Orders filters (SPEC.md §4)
    expect(isOrderFilter('processing')).toBe(false);
  });
});

describe('matchesOrderFilter', () => {
  it('lists every order under all', () => {
    for (const status of DELIVERY_STATUSES) {
      expect(matchesOrderFilter(status, 'all')).toBe(true);
    }
  });

  it('lists an order only under its own status otherwise', () => {
    expect(matchesOrderFilter('placed', 'placed')).toBe(true);
    expect(matchesOrderFilter('placed', 'pending')).toBe(false);
    expect(matchesOrderFilter('processing', 'warehouse')).toBe(false);
  });
});

describe('statusBadgeTone', () => {
  it('is green for delivered and yellow for processing', () => {
    expect(statusBadgeTone('delivered')).toBe('green');
    expect(statusBadgeTone('processing')).toBe('yellow');
  });

  it.each(['pending', 'placed', 'warehouse', 'cancelled'] as const)('is blue for %s', (status) => {
    expect(statusBadgeTone(status)).toBe('blue');
  });
});
