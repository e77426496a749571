import type { AddCustomerFriendRequest, AddCustomerFriendResponse, ApiClient } from '@bazaar/api-client';
import { type ApiResult, callApi } from './result';

// The customer's side of the chat over REST; messages themselves travel on the socket (docs/chat.md).

/** Opens (or reopens) the conversation with a seller and answers the customer's friends and messages. */
export function addCustomerFriend(
  client: ApiClient,
  body: AddCustomerFriendRequest,
  signal?: AbortSignal,
): Promise<ApiResult<AddCustomerFriendResponse>> {
  return callApi(() => client.POST('/chat/customer/add-customer-friend', { body, signal }), signal);
}
