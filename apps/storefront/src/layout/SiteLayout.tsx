import type { ApiClient } from '@bazaar/api-client';
import { useEffect, useRef, useState } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
} from 'react-router-dom';
import { useSession } from '../session/session';
import { renderLayoutLink } from './renderLayoutLink';
import { SiteFrame } from './SiteFrame';
import { categoriesLoading, type FrameCategories, type ShopData, shopLoading } from './siteFrameData';
import { type SiteLayoutLoaderData, signInChangedSinceLoad } from './siteLayoutLoader';

/** A loader's promise as a value: `pending` until it settles, the last one settled meanwhile. */
function useSettled<T>(promise: Promise<T>, initial: T): { value: T; pending: boolean } {
  const [settled, setSettled] = useState<{ promise: Promise<T> | null; value: T }>({
    promise: null,
    value: initial,
  });
  useEffect(() => {
    let current = true;
    promise.then(
      (value) => {
        if (current) setSettled({ promise, value });
      },
      () => {
        // Aborted: a newer load has taken over.
      },
    );
    return () => {
      current = false;
    };
  }, [promise]);
  return { value: settled.value, pending: settled.promise !== promise };
}

/**
 * The frame around every routed page, with its data from the layout route's loader (siteLayoutLoader.ts):
 * the router's links and navigation, scroll kept per history entry.
 */
export function SiteLayout({ client }: { client: ApiClient }) {
  const location = useLocation();
  const navigate = useNavigate();
  const data = useLoaderData<SiteLayoutLoaderData>();
  const categories = useSettled<FrameCategories>(data.categories, categoriesLoading);
  const shop = useSettled<ShopData>(data.shop, shopLoading);
  const { session } = useSession();
  const revalidator = useRevalidator();
  const customerId = session.status === 'signedIn' ? session.customer.id : null;

  // A sign-in or sign-out without a move (another tab, a token the server refused), or a sign-in confirmed
  // only after the frame's load failed to confirm it (Retry): the frame loads again, once per customer.
  const reloadedFor = useRef<string | null>(null);
  const sessionKey = `${session.status} ${customerId}`;
  const stale =
    signInChangedSinceLoad() ||
    (customerId !== null && !shop.pending && shop.value.customerId !== customerId);
  useEffect(() => {
    if (!stale || reloadedFor.current === sessionKey) return;
    reloadedFor.current = sessionKey;
    void revalidator.revalidate();
  }, [stale, sessionKey, revalidator]);

  return (
    <SiteFrame
      client={client}
      location={location}
      navigate={(href) => navigate(href)}
      renderLink={renderLayoutLink}
      categories={categories.value}
      // While the cart and wishlist load again after a change, the counts stay and the hearts wait.
      shop={shop.pending ? { ...shop.value, wishlist: { status: 'loading' } } : shop.value}
    >
      <Outlet />
      <ScrollRestoration />
    </SiteFrame>
  );
}
