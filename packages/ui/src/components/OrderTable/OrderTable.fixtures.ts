import type { OrderTableOrder } from './OrderTable';

/** Orders as the contract's getOrders returns them (the fields a row reads), newest first. */
export const placedOrder: OrderTableOrder = {
  _id: '7d4f0a52-93c1-4b8e-a1f2-3c5d6e7f8a90',
  price: 1859,
  shipping_fee: 20,
  payment_status: 'unpaid',
  delivery_status: 'placed',
  date: '2026-11-20T09:30:00.000Z',
};

export const deliveredOrder: OrderTableOrder = {
  _id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
  price: 4250,
  shipping_fee: 0,
  payment_status: 'paid',
  delivery_status: 'delivered',
  date: '2026-11-02T14:05:00.000Z',
};

export const processingOrder: OrderTableOrder = {
  _id: 'a9b8c7d6-e5f4-4321-9abc-def012345678',
  price: 123456,
  shipping_fee: 0,
  payment_status: 'paid',
  delivery_status: 'processing',
  date: '2026-10-28T05:00:00.000Z',
};

export const pendingOrder: OrderTableOrder = {
  _id: 'c0ffee00-1234-4abc-8def-000000000001',
  price: 499,
  shipping_fee: 20,
  payment_status: 'unpaid',
  delivery_status: 'pending',
  date: '2026-10-20T11:45:00.000Z',
};

export const cancelledOrder: OrderTableOrder = {
  _id: 'dead0000-beef-4abc-8def-000000000002',
  price: 899,
  shipping_fee: 20,
  payment_status: 'unpaid',
  delivery_status: 'cancelled',
  date: '2026-10-01T08:15:00.000Z',
};

export const someOrders = [placedOrder, deliveredOrder, processingOrder, pendingOrder, cancelledOrder];

/** A full page of ten orders, for the pager. */
export const pageOfOrders: OrderTableOrder[] = Array.from({ length: 10 }, (_, index) => ({
  ...placedOrder,
  _id: `${String(index).padStart(8, '0')}-0000-4000-8000-000000000000`,
  delivery_status: index % 2 === 0 ? 'placed' : 'warehouse',
  payment_status: index % 3 === 0 ? 'paid' : 'unpaid',
}));
