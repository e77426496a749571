import type { AppContext, Handlers } from '../http/handler';
import { subscribe } from '../newsletter/subscriptions';

export function newsletterHandlers({ db }: AppContext): Handlers {
  return {
    subscribeNewsletter: async (request, reply) => {
      const outcome = await subscribe(db, request.body.email);
      // Subscribing twice is not a shopper's mistake: 200 with a message saying so (openapi.yaml).
      if (outcome === 'already-subscribed')
        return { message: 'You are already subscribed to our newsletter' };
      reply.code(201);
      return { message: 'Thank you for subscribing to our newsletter' };
    },
  };
}
