import type {
  ApiClient,
  BannersResponse,
  CategoriesResponse,
  HomeProductsResponse,
  SearchSuggestions,
} from '@bazaar/api-client';
import { type ApiResult, callApi } from './result';

// What every page's frame and the home page read of the catalogue (banners, categories, the home page's
// products, the header's suggestions), and the newsletter. A listing's and a product page's calls are in
// products.ts, so the home page does not load them.

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
