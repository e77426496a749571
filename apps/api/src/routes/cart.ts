import { ownedBy, signedIn } from '../auth/guard';
import { addProductToCart, decreaseCartLine, deleteCartLine, increaseCartLine } from '../cart/cart-lines';
import { cartSummary } from '../cart/cart-summary';
import type { AppContext, Handlers } from '../http/handler';

export function cartHandlers({ db }: AppContext): Handlers {
  return {
    addToCart: async (request, reply) => {
      const { userId, productId, quantity } = request.body;
      const who = ownedBy(request, userId);
      await addProductToCart(db, who.id, productId, quantity);
      reply.code(201);
      return { message: 'Added to cart' };
    },
    getCartProducts: async (request) => cartSummary(db, ownedBy(request, request.params.userId).id),
    deleteCartProduct: async (request) => {
      await deleteCartLine(db, request.params.cartItemId, signedIn(request).id);
      return { message: 'Removed from your cart' };
    },
    increaseCartQuantity: async (request) => {
      await increaseCartLine(db, request.params.cartItemId, signedIn(request).id);
      return { message: 'Quantity raised' };
    },
    decreaseCartQuantity: async (request) => {
      await decreaseCartLine(db, request.params.cartItemId, signedIn(request).id);
      return { message: 'Quantity lowered' };
    },
  };
}
