import { ownedBy, signedIn } from '../auth/guard';
import { deliverMessage } from '../chat/chat-server';
import {
  type ChatMessage,
  openCustomerChat,
  sellerConversation,
  sellerCustomers,
  storeMessage,
} from '../chat/conversations';
import { checkMessageText } from '../chat/message-text';
import { SendLimitError } from '../chat/send-budget';
import { badRequest } from '../http/errors';
import type { AppContext, Handlers } from '../http/handler';

function messageText(text: string): string {
  const checked = checkMessageText(text);
  if ('error' in checked) throw badRequest(checked.error);
  return checked.text;
}

export function chatHandlers(context: AppContext): Handlers {
  const { db, config } = context;
  return {
    addCustomerFriend: async (request) => {
      const customer = ownedBy(request, request.body.userId);
      const { sellerId } = request.body;
      return openCustomerChat(db, customer.id, sellerId);
    },

    // The message is stored before it is delivered; the sender's name is the account's (the body's `name`
    // is accepted and ignored, as the contract says).
    sendMessageToSeller: async (request, reply) => {
      const customer = ownedBy(request, request.body.userId);
      const text = messageText(request.body.text);
      const sellerId = request.body.sellerId;
      let message: ChatMessage;
      try {
        message = await storeMessage(
          db,
          { customerId: customer.id, sellerId, from: 'customer', text },
          config.chatMessagesPerMinute,
        );
      } catch (err) {
        if (err instanceof SendLimitError) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
      deliverMessage(context, message, 'customer');
      reply.code(201);
      return { message };
    },

    getSellerCustomers: async (request) => {
      const seller = ownedBy(request, request.params.sellerId, 'seller');
      return { customers: await sellerCustomers(db, seller.id) };
    },

    getSellerConversation: async (request) => {
      const seller = signedIn(request, 'seller');
      return sellerConversation(db, seller.id, request.params.customerId);
    },

    sendMessageToCustomer: async (request, reply) => {
      const seller = signedIn(request, 'seller');
      const text = messageText(request.body.text);
      const customerId = request.body.customerId;
      const message = await storeMessage(
        db,
        { customerId, sellerId: seller.id, from: 'seller', text },
        config.chatMessagesPerMinute,
      );
      deliverMessage(context, message, 'seller');
      reply.code(201);
      return { message };
    },
  };
}
