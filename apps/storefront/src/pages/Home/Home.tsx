import type { HomeProductsResponse } from '@bazaar/api-client';
import {
  BannerCarousel,
  type BannerCarouselBanner,
  BannerCarouselSkeleton,
} from '@bazaar/ui/components/BannerCarousel';
import {
  CategoryCarousel,
  type CategoryCarouselCategory,
  CategoryCarouselSkeleton,
} from '@bazaar/ui/components/CategoryCarousel';
import { FeatureProductsSkeleton } from '@bazaar/ui/components/FeatureProducts';
import { ProductCarouselSkeleton } from '@bazaar/ui/components/ProductCarousel';
import { format, useShellMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import { visuallyHidden } from '@bazaar/ui/theme';
import { categoryHref, productHref } from '../../hrefs/site';
import * as styles from './Home.css';
import { HomeProductSection } from './HomeProductSection';
import type { HomeFailure, HomeState } from './homeLoader';

const bannerHref = (banner: BannerCarouselBanner) => productHref(banner.link);
const categoryCardHref = (category: CategoryCarouselCategory) => categoryHref(category.name);

/** Banners carry only a product slug; when that product is on the page, its name says what the offer is. */
function productNamesBySlug(products: HomeProductsResponse): ReadonlyMap<string, string> {
  const lists = [
    products.products,
    products.latest_product,
    products.topRated_product,
    products.discount_product,
  ];
  return new Map(lists.flat().map((product) => [product.slug, product.name]));
}

/** The home page (SPEC.md §2.3): banners, top categories, featured products and three product rows. */
export function Home({ state, onRetry: retry }: { state: HomeState; onRetry: () => void }) {
  const messages = useShellMessages();

  if (state.status === 'loading') return <HomeLoading />;
  const { banners, categories, products } = state;

  // Nothing came back at all: one message for the page rather than three.
  if (banners.status === 'error' && categories.status === 'error' && products.status === 'error') {
    return (
      <div className={styles.page}>
        <h1 className={visuallyHidden}>{messages.home.title}</h1>
        <HomeProblem title={messages.home.pageFailed} failure={products} onRetry={retry} />
      </div>
    );
  }

  const names = products.status === 'ready' ? productNamesBySlug(products.data) : new Map<string, string>();
  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>{messages.home.title}</h1>
      {banners.status === 'ready' ? (
        <BannerCarousel
          banners={banners.data.map((banner) => {
            const productName = names.get(banner.link);
            return productName === undefined
              ? banner
              : { ...banner, label: format(messages.home.bannerLabel, { productName }) };
          })}
          bannerHref={bannerHref}
        />
      ) : (
        <HomeProblem title={messages.home.bannersFailed} failure={banners} onRetry={retry} />
      )}
      {categories.status === 'ready' ? (
        <CategoryCarousel categories={categories.data} categoryHref={categoryCardHref} />
      ) : (
        <HomeProblem title={messages.home.categoriesFailed} failure={categories} onRetry={retry} />
      )}
      {products.status === 'ready' ? (
        <HomeProductSection products={products.data} />
      ) : (
        <HomeProblem title={messages.home.loadFailed} failure={products} onRetry={retry} />
      )}
    </div>
  );
}

/** While the loader runs: the page's shape in grey, and a status line for screen readers. */
export function HomeLoading() {
  const messages = useShellMessages();
  return (
    <div className={styles.page}>
      <h1 className={visuallyHidden}>{messages.home.title}</h1>
      <p className={visuallyHidden} role="status">
        {messages.home.loadingProducts}
      </p>
      <BannerCarouselSkeleton />
      <CategoryCarouselSkeleton />
      <FeatureProductsSkeleton />
      <ProductCarouselSkeleton />
    </div>
  );
}

interface HomeProblemProps {
  title: string;
  failure: HomeFailure;
  onRetry: () => void;
}

/** A part of the page that could not be loaded, why, and a way to try again. */
export function HomeProblem({ title, failure, onRetry }: HomeProblemProps) {
  const messages = useShellMessages();
  let detail: string = messages.errors.generic;
  // The server's own words when it gave them (they are written for shoppers, DESIGN.md §3).
  if (failure.reason === 'server') detail = failure.message;
  if (failure.reason === 'unreachable') detail = messages.errors.unreachable;
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemTitle}>{title}</p>
      <p className={styles.problemText}>{detail}</p>
      <button type="button" className={button({ variant: 'primary', size: 'md' })} onClick={onRetry}>
        {messages.common.retry}
      </button>
    </div>
  );
}
