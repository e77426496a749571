import { Link, Outlet } from 'react-router-dom';
// The page-wide reset lives with the layout so page stories get it too.
import '../app.css';
import * as styles from './SiteLayout.css';

export function SiteLayout() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brand}>
            Bazaar
          </Link>
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
