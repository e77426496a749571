import { listBanners } from '../catalog/banners';
import { catalogAnswers, productPageKey, suggestionsKey } from '../catalog/catalog-answers';
import { listCategories } from '../catalog/categories';
import { homeProducts, priceRangeAndLatest } from '../catalog/home';
import { listProducts } from '../catalog/listing';
import { productDetails } from '../catalog/product-details';
import { liveIndexOf } from '../catalog/search-index/live-index';
import { searchSuggestions } from '../catalog/suggestions';
import type { AppContext, Handlers } from '../http/handler';

const uncached = { get: <T>(_key: string, compute: () => Promise<T>): Promise<T> => compute() };
const uncachedAnswers = {
  productPages: uncached,
  suggestions: uncached,
  home: uncached,
  priceRange: uncached,
};

export function catalogHandlers({ db, config }: AppContext): Handlers {
  // Listings may be a few seconds old (see catalog/recent-answers.ts); the product page is always live.
  // With CATALOG_CACHE=off every answer is computed afresh.
  const recent = config.catalogCache ? catalogAnswers(db) : uncachedAnswers;
  return {
    getCategories: async () => ({ categorys: await listCategories(db) }),

    getHomeProducts: async () => recent.home.get('', () => homeProducts(db)),

    getPriceRangeLatestProduct: async () => recent.priceRange.get('', () => priceRangeAndLatest(db)),

    queryProducts: async ({ query }) =>
      recent.productPages.get(productPageKey(query), () => listProducts(db, query)),

    getSearchSuggestions: async ({ query }) =>
      recent.suggestions.get(suggestionsKey(query.value, query.category), () =>
        searchSuggestions(db, query.value, query.category, liveIndexOf(db)),
      ),

    getProductDetails: async (request) => productDetails(db, request.params.slug),

    getBanners: async () => ({ banners: await listBanners(db) }),
  };
}
