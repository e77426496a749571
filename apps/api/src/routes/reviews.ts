import { signedIn } from '../auth/guard';
import { catalogAnswers } from '../catalog/catalog-answers';
import { liveIndexOf } from '../catalog/search-index/live-index';
import type { AppContext, Handlers } from '../http/handler';
import { productReviews } from '../reviews/product-reviews';
import { submitReview } from '../reviews/submit-review';

export function reviewHandlers({ db }: AppContext): Handlers {
  return {
    getReviews: async (request) => productReviews(db, request.params.productId, request.query.pageNo ?? 1),

    submitReview: async (request, reply) => {
      const customer = signedIn(request);
      // A `name` in the body is accepted by the contract and ignored: the account's name is used.
      const { productId, rating, review } = request.body;
      const outcome = await submitReview(db, { customerId: customer.id, productId, rating, review });
      // The product's rating changed: listings must not keep showing the old one.
      await liveIndexOf(db)?.caughtUp();
      catalogAnswers(db).clear();
      reply.code(201);
      return {
        message: outcome === 'created' ? 'Thank you for your review' : 'Your review has been updated',
      };
    },
  };
}
