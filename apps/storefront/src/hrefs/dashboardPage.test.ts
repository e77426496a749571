import { describe, expect, it } from 'vitest';
import { dashboardPageOf } from './dashboard';

describe('dashboardPageOf', () => {
  it('marks the menu entry of each dashboard address', () => {
    expect(dashboardPageOf('/dashboard')).toBe('overview');
    expect(dashboardPageOf('/dashboard/')).toBe('overview');
    expect(dashboardPageOf('/dashboard/my-orders')).toBe('orders');
    expect(dashboardPageOf('/dashboard/order/details/4f1c')).toBe('orders');
    expect(dashboardPageOf('/dashboard/my-wishlist')).toBe('wishlist');
    expect(dashboardPageOf('/dashboard/chat')).toBe('chat');
    expect(dashboardPageOf('/dashboard/chat/5b2e')).toBe('chat');
    expect(dashboardPageOf('/dashboard/change-password')).toBe('changePassword');
  });

  it('marks none for an address outside the menu', () => {
    expect(dashboardPageOf('/dashboard/settings')).toBeUndefined();
  });
});
