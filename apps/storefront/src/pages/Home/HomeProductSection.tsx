import type { HomeProductsResponse } from '@bazaar/api-client';
import { FeatureProducts } from '@bazaar/ui/components/FeatureProducts';
import type { ProductCardProduct } from '@bazaar/ui/components/ProductCard';
import { ProductCarousel } from '@bazaar/ui/components/ProductCarousel';
import { useShellMessages } from '@bazaar/ui/messages';
import { productHref } from '../../hrefs/site';
import * as styles from './Home.css';

const productCardHref = (product: ProductCardProduct) => productHref(product.slug);

interface HomeProductSectionProps {
  products: HomeProductsResponse;
}

/**
 * The product part of the home page: the Feature Products grid, then the Latest, Top Rated and Discount
 * rows (SPEC.md §2.3). A list without products is left out; a catalogue without any says so.
 */
export function HomeProductSection({ products }: HomeProductSectionProps) {
  const messages = useShellMessages();
  const { products: featured, latest_product, topRated_product, discount_product } = products;
  const empty = [featured, latest_product, topRated_product, discount_product].every(
    (list) => list.length === 0,
  );
  if (empty) {
    return (
      <p className={styles.empty} role="status">
        {messages.home.noProducts}
      </p>
    );
  }
  return (
    <>
      <FeatureProducts products={featured} productHref={productCardHref} />
      <ProductCarousel
        title={messages.home.latestProduct}
        products={latest_product}
        productHref={productCardHref}
      />
      <ProductCarousel
        title={messages.home.topRatedProduct}
        products={topRated_product}
        productHref={productCardHref}
      />
      <ProductCarousel
        title={messages.home.discountProduct}
        products={discount_product}
        productHref={productCardHref}
      />
    </>
  );
}
