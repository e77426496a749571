import type {
  ApiClient,
  BannersResponse,
  CategoriesResponse,
  HomeProductsResponse,
} from '@bazaar/api-client';
import { useCallback, useEffect, useState } from 'react';

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

/** What openapi-fetch answers: data on success, the parsed body as error otherwise, or neither. */
interface Answer<Body> {
  data?: Body;
  error?: unknown;
}

function failureOf(error: unknown): HomeFailure {
  if (
    typeof error === 'object' &&
    error !== null &&
    'error' in error &&
    typeof error.error === 'string' &&
    error.error.trim() !== ''
  ) {
    return { reason: 'server', message: error.error };
  }
  return { reason: 'badResponse' };
}

/**
 * One request of the page, turned into a part it can show. Missing data is a failure even without an error:
 * openapi-fetch gives neither for an error status with an empty body.
 */
async function loadPart<Body, Data>(
  request: Promise<Answer<Body>>,
  read: (body: Body) => Data | undefined,
  signal: AbortSignal,
): Promise<HomePart<Data>> {
  try {
    const { data, error } = await request;
    if (data === undefined || data === null) return { status: 'error', ...failureOf(error) };
    const part = read(data);
    if (part === undefined) return { status: 'error', reason: 'badResponse' };
    return { status: 'ready', data: part };
  } catch (cause) {
    // Leaving the page aborts the requests; nobody reads this result then.
    if (signal.aborted) throw cause;
    // A 200 whose body is not JSON makes the client throw a SyntaxError; anything else is the network.
    return { status: 'error', reason: cause instanceof SyntaxError ? 'badResponse' : 'unreachable' };
  }
}

const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

/**
 * Loads the banners, the categories and the product lists of the home page (SPEC.md §2.3, §7) side by
 * side. Each part succeeds or fails on its own; a failure is a state the page shows, never a thrown error.
 */
export async function loadHome(client: ApiClient, signal: AbortSignal): Promise<HomeLoaderData> {
  const [banners, categories, products] = await Promise.all([
    loadPart(
      client.GET('/banners', { signal }),
      (body) => (isArray(body.banners) ? body.banners : undefined),
      signal,
    ),
    loadPart(
      client.GET('/home/get-categorys', { signal }),
      (body) => (isArray(body.categorys) ? body.categorys : undefined),
      signal,
    ),
    loadPart(
      client.GET('/home/get-products', { signal }),
      (body) =>
        isArray(body.products) &&
        isArray(body.latest_product) &&
        isArray(body.topRated_product) &&
        isArray(body.discount_product)
          ? body
          : undefined,
      signal,
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
      (data) => setState({ status: 'ready', ...data }),
      // Only an abort rejects (every failure is a part's state), and an aborted load has no reader.
      () => {},
    );
    return () => controller.abort();
  }, [client, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
