import type {
  ApiClient,
  BannersResponse,
  CategoriesResponse,
  HomeProductsResponse,
  operations,
  PriceRangeLatestProductResponse,
  ProductDetailsResponse,
  QueryProductsResponse,
  ReviewsResponse,
  SearchSuggestions,
  SubmitReviewRequest,
} from '@bazaar/api-client';
import { type ApiResult, callApi } from './result';

// The catalogue's public reads (GET /home/…, /banners), the review a customer writes, and the newsletter.

export type QueryProductsParams = NonNullable<operations['queryProducts']['parameters']['query']>;

export function getBanners(client: ApiClient, signal?: AbortSignal): Promise<ApiResult<BannersResponse>> {
  return callApi(() => client.GET('/banners', { signal }), signal);
}

export function getCategories(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<ApiResult<CategoriesResponse>> {
  return callApi(() => client.GET('/home/get-categorys', { signal }), signal);
}

export function getHomeProducts(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<ApiResult<HomeProductsResponse>> {
  return callApi(() => client.GET('/home/get-products', { signal }), signal);
}

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

/** The header's suggestions for the text typed so far, within a category when one is chosen. */
export function getSearchSuggestions(
  client: ApiClient,
  value: string,
  category: string,
  signal?: AbortSignal,
): Promise<ApiResult<SearchSuggestions>> {
  return callApi(
    () =>
      client.GET('/home/search-suggestions', {
        params: { query: category === '' ? { value } : { value, category } },
        signal,
      }),
    signal,
  );
}

/** POST /newsletter/subscribe: 201 for a new address, 200 for one already on the list. */
export function subscribeNewsletter(
  client: ApiClient,
  email: string,
  signal?: AbortSignal,
): Promise<ApiResult<'subscribed' | 'alreadySubscribed'>> {
  return callApi(async () => {
    const { data, error, response } = await client.POST('/newsletter/subscribe', { body: { email }, signal });
    return {
      data: data === undefined ? undefined : response.status === 201 ? 'subscribed' : 'alreadySubscribed',
      error,
      response,
    };
  }, signal);
}
