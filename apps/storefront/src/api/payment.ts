import type {
  ApiClient,
  CardPayment,
  OrderResponse,
  PaymentConfig,
  TestPaymentConfirmRequest,
  TestPaymentConfirmResponse,
} from '@bazaar/api-client';
import { type ApiResult, callApi } from './result';

// Paying for an order (DESIGN.md §3): cash on delivery, or a card through the configured provider.

export function chooseCashOnDelivery(
  client: ApiClient,
  orderId: string,
  signal?: AbortSignal,
): Promise<ApiResult<OrderResponse>> {
  return callApi(
    () => client.POST('/order/{orderId}/cod', { params: { path: { orderId } }, signal }),
    signal,
  );
}

export function getPaymentConfig(client: ApiClient, signal?: AbortSignal): Promise<ApiResult<PaymentConfig>> {
  return callApi(() => client.GET('/payment/config', { signal }), signal);
}

export function createCardPayment(
  client: ApiClient,
  orderId: string,
  signal?: AbortSignal,
): Promise<ApiResult<CardPayment>> {
  return callApi(
    () => client.POST('/order/{orderId}/card-payment', { params: { path: { orderId } }, signal }),
    signal,
  );
}

/** The test provider's card form (POST /payment/test/confirm); a declined card answers 402 with the reason. */
export function confirmTestPayment(
  client: ApiClient,
  body: TestPaymentConfirmRequest,
  signal?: AbortSignal,
): Promise<ApiResult<TestPaymentConfirmResponse>> {
  return callApi(() => client.POST('/payment/test/confirm', { body, signal }), signal);
}
