import { useMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import { Link } from 'react-router-dom';
import { homeHref, shopsHref } from '../../hrefs/site';
import * as styles from './NotFound.css';

/**
 * Every address no route matches. A single-page app answers such addresses with index.html and status
 * 200 (the server's history fallback), and the browser cannot change the status afterwards: search engines
 * are told "not found" by the noindex robots meta below and by the title. A server that renders pages
 * would answer 404 here.
 */
export function NotFound() {
  const messages = useMessages().notFound;
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>{messages.documentTitle}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code}>{messages.code}</p>
      <h1 id="not-found-title" className={styles.title}>
        {messages.title}
      </h1>
      <p className={styles.text}>{messages.text}</p>
      <p className={styles.text}>{messages.suggestion}</p>
      <ul className={styles.links}>
        <li>
          <Link to={homeHref} className={button({ variant: 'primary' })}>
            {messages.backHome}
          </Link>
        </li>
        <li>
          <Link to={shopsHref} className={button({ variant: 'secondary' })}>
            {messages.browseShop}
          </Link>
        </li>
      </ul>
    </section>
  );
}
