import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_COUNT_FILTERS,
  DELIVERY_STATUSES,
  isDeliveryStatus,
  isOrderFilter,
  isPaymentMethod,
  isPaymentStatus,
  matchesOrderFilter,
  ORDER_FILTERS,
  orderFilterStatuses,
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

describe('orderFilterStatuses', () => {
  it('selects every status under all', () => {
    expect(orderFilterStatuses('all')).toEqual(DELIVERY_STATUSES);
  });

  it('selects only the status a filter names: pending is "no payment method yet", not every open order', () => {
    expect(orderFilterStatuses('pending')).toEqual(['pending']);
    expect(orderFilterStatuses('placed')).toEqual(['placed']);
    expect(orderFilterStatuses('warehouse')).toEqual(['warehouse']);
    expect(orderFilterStatuses('delivered')).toEqual(['delivered']);
    expect(orderFilterStatuses('cancelled')).toEqual(['cancelled']);
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

  it('agrees with orderFilterStatuses for every status and filter', () => {
    for (const filter of ORDER_FILTERS) {
      for (const status of DELIVERY_STATUSES) {
        expect(matchesOrderFilter(status, filter), `${status} under ${filter}`).toBe(
          orderFilterStatuses(filter).includes(status),
        );
      }
    }
  });
});

describe('DASHBOARD_COUNT_FILTERS', () => {
  it('names the My Orders filter whose list each dashboard count is the length of', () => {
    expect(DASHBOARD_COUNT_FILTERS).toEqual({
      totalOrder: 'all',
      pendingOrder: 'pending',
      cancelledOrder: 'cancelled',
    });
  });

  it('does not count a placed cash-on-delivery order as pending', () => {
    expect(matchesOrderFilter('placed', DASHBOARD_COUNT_FILTERS.pendingOrder)).toBe(false);
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
