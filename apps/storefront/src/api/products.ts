import type {
  ApiClient,
  operations,
  PriceRangeLatestProductResponse,
  ProductDetailsResponse,
  QueryProductsResponse,
  ReviewsResponse,
  SubmitReviewRequest,
} from '@bazaar/api-client';
import { type ApiResult, callApi } from './result';

// A listing's and a product page's calls: the products matching a listing's filters, the price range and
// latest products beside them, a product's details and reviews, and the review a customer writes.

export type QueryProductsParams = NonNullable<operations['queryProducts']['parameters']['query']>;

export function queryProducts(
  client: ApiClient,
  query: QueryProductsParams,
  signal?: AbortSignal,
): Promise<ApiResult<QueryProductsResponse>> {
  return callApi(() => client.GET('/home/query-products', { params: { query }, signal }), signal);
}

export function getPriceRangeLatestProduct(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<ApiResult<PriceRangeLatestProductResponse>> {
  return callApi(() => client.GET('/home/price-range-latest-product', { signal }), signal);
}

export function getProductDetails(
  client: ApiClient,
  slug: string,
  signal?: AbortSignal,
): Promise<ApiResult<ProductDetailsResponse>> {
  return callApi(
    () => client.GET('/home/product-details/{slug}', { params: { path: { slug } }, signal }),
    signal,
  );
}

export function getReviews(
  client: ApiClient,
  productId: string,
  pageNo: number,
  signal?: AbortSignal,
): Promise<ApiResult<ReviewsResponse>> {
  return callApi(
    () =>
      client.GET('/home/customer/get-reviews/{productId}', {
        params: { path: { productId }, query: { pageNo } },
        signal,
      }),
    signal,
  );
}

/** POST submit-review with the token of the customer who wrote it (the action may run after a sign-out). */
export function submitReview(
  client: ApiClient,
  body: SubmitReviewRequest,
  token: string,
  signal?: AbortSignal,
): Promise<ApiResult<unknown>> {
  return callApi(
    () =>
      client.POST('/home/customer/submit-review', {
        body,
        headers: { Authorization: `Bearer ${token}` },
        signal,
      }),
    signal,
  );
}
