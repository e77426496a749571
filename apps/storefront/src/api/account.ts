import type {
  ApiClient,
  AuthResponse,
  ChangePasswordRequest,
  CurrentCustomerResponse,
  CustomerLoginRequest,
  CustomerRegisterRequest,
  MessageResponse,
} from '@bazaar/api-client';
import { type ApiResult, callApi } from './result';

// The customer's account: sign-up, sign-in, who the token names, sign-out, password.

export function registerCustomer(
  client: ApiClient,
  body: CustomerRegisterRequest,
  signal?: AbortSignal,
): Promise<ApiResult<AuthResponse>> {
  return callApi(() => client.POST('/customer/customer-register', { body, signal }), signal);
}

export function logInCustomer(
  client: ApiClient,
  body: CustomerLoginRequest,
  signal?: AbortSignal,
): Promise<ApiResult<AuthResponse>> {
  return callApi(() => client.POST('/customer/customer-login', { body, signal }), signal);
}

/** GET /customer/me with `token` (not necessarily the kept one: the session checks a token before keeping it). */
export function getCurrentCustomer(
  client: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<ApiResult<CurrentCustomerResponse>> {
  return callApi(
    () => client.GET('/customer/me', { headers: { Authorization: `Bearer ${token}` }, signal }),
    signal,
  );
}

export function logOutCustomer(client: ApiClient, signal?: AbortSignal): Promise<ApiResult<MessageResponse>> {
  return callApi(() => client.GET('/customer/logout', { signal }), signal);
}

export function changePassword(
  client: ApiClient,
  body: ChangePasswordRequest,
  signal?: AbortSignal,
): Promise<ApiResult<AuthResponse>> {
  return callApi(() => client.PUT('/customer/change-password', { body, signal }), signal);
}
