import { useLoaderData, useRevalidator } from 'react-router-dom';
import * as styles from './Home.css';
import { HomeProductSection } from './HomeProductSection';
import type { HomeLoaderData } from './homeLoader';

const pageTitle = "Shop India's marketplace";
const skeletonCount = 8;

export function Home() {
  const result = useLoaderData<HomeLoaderData>();
  const revalidator = useRevalidator();

  if (revalidator.state === 'loading') return <HomeLoading />;
  if (result.status === 'error') {
    return <HomeError message={result.message} onRetry={() => revalidator.revalidate()} />;
  }

  const { products, latest_product, topRated_product, discount_product } = result.products;
  const empty = [products, latest_product, topRated_product, discount_product].every(
    (list) => list.length === 0,
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{pageTitle}</h1>
      {empty ? <p className={styles.status}>There are no products to show yet.</p> : null}
      <HomeProductSection title="Feature Products" products={products} />
      <HomeProductSection title="Latest Product" products={latest_product} />
      <HomeProductSection title="Top Rated Product" products={topRated_product} />
      <HomeProductSection title="Discount Product" products={discount_product} />
    </div>
  );
}

export function HomeLoading() {
  return (
    <div className={styles.page} aria-busy="true">
      <h1 className={styles.title}>{pageTitle}</h1>
      <p className={styles.status} role="status">
        Loading products…
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
          <li key={index} className={styles.skeleton} />
        ))}
      </ul>
    </div>
  );
}

interface HomeErrorProps {
  message: string;
  onRetry: () => void;
}

export function HomeError({ message, onRetry }: HomeErrorProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{pageTitle}</h1>
      <div className={styles.problem} role="alert">
        <p className={styles.problemTitle}>The products could not be loaded.</p>
        <p className={styles.problemText}>{message}</p>
        <button type="button" className={styles.retry} onClick={onRetry}>
          Retry
        </button>
      </div>
    </div>
  );
}
