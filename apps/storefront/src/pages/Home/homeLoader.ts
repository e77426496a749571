import type {
  ApiClient,
  BannersResponse,
  CategoriesResponse,
  HomeProductsResponse,
} from '@bazaar/api-client';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { getBanners, getCategories, getHomeProducts } from '../../api/catalog';
import type { ApiResult } from '../../api/result';
import {
  categoriesLoading,
  type FrameCategories,
  loadCategories,
  loadShop,
  type ShopData,
  shopLoading,
} from '../../layout/siteFrameData';
import { useSession } from '../../session/session';

/**
 * Why a part of the page is missing: the server explained (`{ error }`), answered with nothing usable (a
 * proxy's 502 with an empty body or an HTML page, a body of the wrong shape), or could not be reached.
 */
export type HomeFailure =
  | { reason: 'server'; message: string }
  | { reason: 'badResponse' }
  | { reason: 'unreachable' };

export type HomePart<Data> = { status: 'ready'; data: Data } | ({ status: 'error' } & HomeFailure);

export interface HomeLoaderData {
  banners: HomePart<BannersResponse['banners']>;
  categories: HomePart<CategoriesResponse['categorys']>;
  products: HomePart<HomeProductsResponse>;
}

/**
 * One request of the page, turned into a part it can show: its data when its shape is what the page reads,
 * the server's words, a body of no use (an empty 502, an HTML page, the wrong shape), or no answer.
 */
async function loadPart<Body, Data>(
  request: Promise<ApiResult<Body>>,
  read: (body: Body) => Data | undefined,
): Promise<HomePart<Data>> {
  // Leaving the page aborts the requests, which reject; nobody reads this result then.
  const result = await request;
  if (result.status === 'error') {
    if (result.serverMessage !== null)
      return { status: 'error', reason: 'server', message: result.serverMessage };
    return { status: 'error', reason: result.cause === 'unreachable' ? 'unreachable' : 'badResponse' };
  }
  const part = result.data === null ? undefined : read(result.data);
  if (part === undefined) return { status: 'error', reason: 'badResponse' };
  return { status: 'ready', data: part };
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/**
 * Loads the banners, the categories and the product lists of the home page (SPEC.md §2.3, §7) side by
 * side. Each part succeeds or fails on its own; a failure is a state the page shows, never a thrown error.
 */
export async function loadHome(client: ApiClient, signal: AbortSignal): Promise<HomeLoaderData> {
  const [banners, categories, products] = await Promise.all([
    loadPart(getBanners(client, signal), (body) => (isArray(body.banners) ? body.banners : undefined)),
    loadPart(getCategories(client, signal), (body) => (isArray(body.categorys) ? body.categorys : undefined)),
    loadPart(getHomeProducts(client, signal), (body) =>
      isArray(body.products) &&
      isArray(body.latest_product) &&
      isArray(body.topRated_product) &&
      isArray(body.discount_product)
        ? body
        : undefined,
    ),
  ]);
  return { banners, categories, products };
}

export type HomeState = { status: 'loading' } | ({ status: 'ready' } & HomeLoaderData);

/** The page's data, loaded when it opens and again on retry; a retry shows the loading state meanwhile. */
export function useHomeData(client: ApiClient): { state: HomeState; retry: () => void } {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the trigger of a retry.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadHome(client, controller.signal).then(
      // In a transition, as the router renders every other page's data: React then renders the page's
      // 1,400 elements in slices that leave the main thread free between them, instead of one task of
      // 50-70 ms on this machine (four times that on Lighthouse's slowed phone, all of it blocking time).
      (data) => startTransition(() => setState({ status: 'ready', ...data })),
      // Only an abort rejects (every failure is a part's state), and an aborted load has no reader.
      () => {},
    );
    return () => controller.abort();
  }, [client, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

/**
 * The frame's categories and the customer's counts for the home page, which has no router and so no
 * layout loader (docs/architecture.md): loaded as the layout route's loader loads them.
 */
export function useHomeFrameData(client: ApiClient): { categories: FrameCategories; shop: ShopData } {
  const { session } = useSession();
  const [categories, setCategories] = useState(categoriesLoading);
  const [shop, setShop] = useState(shopLoading);
  const userId = session.status === 'signedIn' ? session.customer.id : null;

  useEffect(() => {
    const controller = new AbortController();
    loadCategories(client, controller.signal).then(setCategories, () => {
      // Aborted: the page has gone.
    });
    return () => controller.abort();
  }, [client]);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    loadShop(client, userId, controller.signal).then(setShop, () => {
      // Aborted: the customer changed.
    });
    return () => controller.abort();
  }, [client, userId]);

  return { categories, shop };
}
