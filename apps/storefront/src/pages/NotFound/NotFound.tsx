import { Link } from 'react-router-dom';
import * as styles from './NotFound.css';

export function NotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={styles.homeLink}>
        Back to the home page
      </Link>
    </section>
  );
}
