import type { ApiClient } from '@bazaar/api-client';
import type { HeaderLinkProps } from '@bazaar/ui/components/Header';
import { useEffect } from 'react';
import { homeHref } from '../../hrefs/site';
import { SiteFrame } from '../../layout/SiteFrame';
import { Home } from './Home';
import { useHomeData, useHomeFrameData } from './homeLoader';

// The home page has no router: links are plain links, and the header's search goes by document load.
const goTo = (href: string) => window.location.assign(href);
const home = { pathname: homeHref, search: '' };
const renderAnchor = ({ href, children, ...rest }: HeaderLinkProps) => (
  <a href={href} {...rest}>
    {children}
  </a>
);

/** `/` (SPEC.md §2.3) with its frame: what index.html renders and what the home stories show. */
export function HomePage({ client }: { client: ApiClient }) {
  const { state, retry } = useHomeData(client);
  const frame = useHomeFrameData(client);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <SiteFrame
      client={client}
      location={home}
      navigate={goTo}
      renderLink={renderAnchor}
      categories={frame.categories}
      shop={frame.shop}
    >
      <Home state={state} onRetry={retry} />
    </SiteFrame>
  );
}
