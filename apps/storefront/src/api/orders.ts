import type {
  ApiClient,
  DashboardData,
  OrderDetailsResponse,
  OrderResponse,
  OrderStatusFilter,
  OrdersResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@bazaar/api-client';
import { type ApiResult, callApi } from './result';

// The customer's orders: placing one (idempotent by key, docs/architecture.md), reading them, confirming a payment.

export function placeOrder(
  client: ApiClient,
  body: PlaceOrderRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<ApiResult<PlaceOrderResponse>> {
  return callApi(
    () =>
      client.POST('/home/order/place-order', {
        params: { header: { 'Idempotency-Key': idempotencyKey } },
        body,
        signal,
      }),
    signal,
  );
}

export function getOrders(
  client: ApiClient,
  customerId: string,
  status: OrderStatusFilter,
  pageNumber: number,
  signal?: AbortSignal,
): Promise<ApiResult<OrdersResponse>> {
  return callApi(
    () =>
      client.GET('/home/coustomer/get-orders/{customerId}/{status}', {
        params: { path: { customerId, status }, query: { pageNumber } },
        signal,
      }),
    signal,
  );
}

export function getOrderDetails(
  client: ApiClient,
  orderId: string,
  signal?: AbortSignal,
): Promise<ApiResult<OrderDetailsResponse>> {
  return callApi(
    () =>
      client.GET('/home/coustomer/get-order-details/{orderId}', { params: { path: { orderId } }, signal }),
    signal,
  );
}

export function getDashboardData(
  client: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<ApiResult<DashboardData>> {
  return callApi(
    () => client.GET('/home/coustomer/get-dashboard-data/{userId}', { params: { path: { userId } }, signal }),
    signal,
  );
}

/** GET /order/confirm/{orderId}: the server checks the payment with the provider before marking it paid. */
export function confirmOrder(
  client: ApiClient,
  orderId: string,
  paymentIntent: string | null,
  signal?: AbortSignal,
): Promise<ApiResult<OrderResponse>> {
  return callApi(
    () =>
      client.GET('/order/confirm/{orderId}', {
        params: {
          path: { orderId },
          query: paymentIntent === null ? {} : { payment_intent: paymentIntent },
        },
        signal,
      }),
    signal,
  );
}
