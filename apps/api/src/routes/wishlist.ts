import { ownedBy, signedIn } from '../auth/guard';
import type { AppContext, Handlers } from '../http/handler';
import { addProductToWishlist, removeWishlistEntry, wishlistOf } from '../wishlist/wishlist-items';

export function wishlistHandlers({ db }: AppContext): Handlers {
  return {
    addToWishlist: async (request, reply) => {
      const { userId, productId } = request.body;
      await addProductToWishlist(db, ownedBy(request, userId).id, productId);
      reply.code(201);
      return { message: 'Added to your wishlist' };
    },
    getWishlistProducts: async (request) => wishlistOf(db, ownedBy(request, request.params.userId).id),
    removeWishlistProduct: async (request) => {
      const { wishlistId } = request.params;
      await removeWishlistEntry(db, wishlistId, signedIn(request).id);
      return { message: 'Removed from your wishlist', wishlistId };
    },
  };
}
