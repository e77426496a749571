import type { ApiClient } from '@bazaar/api-client';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { renderLayoutLink } from './renderLayoutLink';
import { SiteFrame } from './SiteFrame';

/** The frame around every routed page: the router's links and navigation, scroll kept per history entry. */
export function SiteLayout({ client }: { client: ApiClient }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <SiteFrame
      client={client}
      location={location}
      navigate={(href) => navigate(href)}
      renderLink={renderLayoutLink}
    >
      <Outlet />
      <ScrollRestoration />
    </SiteFrame>
  );
}
