import { ProductCard, type ProductCardProduct } from '@bazaar/ui';
import { useId } from 'react';
import { renderRouterLink } from '../../renderRouterLink';
import * as styles from './Home.css';

interface HomeProductSectionProps {
  title: string;
  products: ReadonlyArray<ProductCardProduct & { _id: string }>;
}

export function HomeProductSection({ title, products }: HomeProductSectionProps) {
  const titleId = useId();
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              href={`/product/details/${product.slug}`}
              renderLink={renderRouterLink}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
