import type {
  AddToCartRequest,
  ApiClient,
  CartProductsResponse,
  MessageResponse,
  RemoveWishlistProductResponse,
  WishlistProductsResponse,
} from '@bazaar/api-client';
import { type ApiResult, callApi } from './result';

// The signed-in customer's cart and wishlist (SPEC.md §4): reads by the customer's id, changes by line.

export function getCart(
  client: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<ApiResult<CartProductsResponse>> {
  return callApi(
    () => client.GET('/home/product/get-card-product/{userId}', { params: { path: { userId } }, signal }),
    signal,
  );
}

export function addToCart(
  client: ApiClient,
  body: AddToCartRequest,
  signal?: AbortSignal,
): Promise<ApiResult<MessageResponse>> {
  return callApi(() => client.POST('/home/product/add-to-card', { body, signal }), signal);
}

export type CartLineChange = 'increase' | 'decrease' | 'remove';

/** One more, one fewer, or the line removed (PUT quantity-inc / quantity-dec, DELETE delete-card-product). */
export function changeCartLine(
  client: ApiClient,
  cartItemId: string,
  change: CartLineChange,
  signal?: AbortSignal,
): Promise<ApiResult<MessageResponse>> {
  const init = { params: { path: { cartItemId } }, signal };
  return callApi(
    change === 'increase'
      ? () => client.PUT('/home/product/quantity-inc/{cartItemId}', init)
      : change === 'decrease'
        ? () => client.PUT('/home/product/quantity-dec/{cartItemId}', init)
        : () => client.DELETE('/home/product/delete-card-product/{cartItemId}', init),
    signal,
  );
}

export function getWishlist(
  client: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<ApiResult<WishlistProductsResponse>> {
  return callApi(
    () =>
      client.GET('/home/product/get-wishlist-products/{userId}', { params: { path: { userId } }, signal }),
    signal,
  );
}

export function addToWishlist(
  client: ApiClient,
  userId: string,
  productId: string,
  signal?: AbortSignal,
): Promise<ApiResult<MessageResponse>> {
  return callApi(
    () => client.POST('/home/product/add-to-wishlist', { body: { userId, productId }, signal }),
    signal,
  );
}

export function removeFromWishlist(
  client: ApiClient,
  wishlistId: string,
  signal?: AbortSignal,
): Promise<ApiResult<RemoveWishlistProductResponse>> {
  return callApi(
    () =>
      client.DELETE('/home/product/remove-wishlist-product/{wishlistId}', {
        params: { path: { wishlistId } },
        signal,
      }),
    signal,
  );
}
