import { listBanners } from '../catalog/banners';
import {
  catalogAnswers,
  productPageKey,
  queryProductListing,
  suggestionsKey,
} from '../catalog/catalog-answers';
import { listCategories } from '../catalog/categories';
import { homeProducts, priceRangeAndLatest } from '../catalog/home';
import { productDetails } from '../catalog/product-details';
import { searchSuggestions } from '../catalog/suggestions';
import type { AppContext, Handlers } from '../http/handler';

export function catalogHandlers({ db }: AppContext): Handlers {
  // Listings may be a few seconds old (see catalog/recent-answers.ts); the product page is always live.
  const recent = catalogAnswers(db);
  return {
    getCategories: async () => ({ categorys: await listCategories(db) }),

    getHomeProducts: async () => recent.home.get('', () => homeProducts(db)),

    getPriceRangeLatestProduct: async () => recent.priceRange.get('', () => priceRangeAndLatest(db)),

    queryProducts: async ({ query }) =>
      recent.productPages.get(productPageKey(query), () => queryProductListing(db, query)),

    getSearchSuggestions: async ({ query }) =>
      recent.suggestions.get(suggestionsKey(query.value, query.category), () =>
        searchSuggestions(db, query.value, query.category),
      ),

    getProductDetails: async (request) => productDetails(db, request.params.slug),

    getBanners: async () => ({ banners: await listBanners(db) }),
  };
}
