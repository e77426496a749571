import type { AddCustomerFriendRequest, AddCustomerFriendResponse, ApiClient } from '@bazaar/api-client';
import type { ChatSocketCommand, ChatSocketInput } from '@bazaar/machines';
import type { CallbackActorLogic, EventObject } from 'xstate';
import { type ApiResult, callApi } from './result';

// The customer's side of the chat over REST; messages themselves travel on the socket (docs/chat.md).

/**
 * The chat machine's `socket` actor for a signed-in customer's token: socket.io in the app
 * (pages/DashboardChat/socketActor.ts), a scripted one in stories and tests (mocks/chatHandlers.ts).
 */
export type ChatSocketFactory = (
  token: string,
) => CallbackActorLogic<ChatSocketCommand, ChatSocketInput, EventObject>;

/** Opens (or reopens) the conversation with a seller and answers the customer's friends and messages. */
export function addCustomerFriend(
  client: ApiClient,
  body: AddCustomerFriendRequest,
  signal?: AbortSignal,
): Promise<ApiResult<AddCustomerFriendResponse>> {
  return callApi(() => client.POST('/chat/customer/add-customer-friend', { body, signal }), signal);
}
