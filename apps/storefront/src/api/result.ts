import type { ApiError } from '@bazaar/api-client/types';

/**
 * Why a call brought no data, as every page and machine sees it. `cause` is the code the UI translates
 * through the messages' `errors` (`failureText`): `unreachable` when no answer came at all (offline, the API
 * down, a timeout), `server` for an answer without data (a refusal, a 5xx, a proxy's empty 502).
 */
export interface ApiFailure {
  status: 'error';
  cause: 'server' | 'unreachable';
  /** The server's own words when it gave any (SPEC.md §7: failures use the server's error field). */
  serverMessage: string | null;
  /** The answer's HTTP status, or null when there was no answer. */
  httpStatus: number | null;
  /** Seconds from a Retry-After header holding a whole number of them (a 429's wait), else null. */
  retryAfterSeconds: number | null;
}

/** What every call of src/api comes to: the contract's data, or why there is none. */
export type ApiResult<T> = { status: 'ok'; data: T } | ApiFailure;

/** The part of the typed client's answer read here: data or the contract's error body, and the response. */
export interface ClientAnswer<T> {
  data?: T;
  error?: ApiError;
  response: Response;
}

/** Seconds from a Retry-After header, when it holds a whole number of them. */
function retryAfterSeconds(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  const seconds = Number(header.trim());
  return seconds > 0 ? seconds : null;
}

/** The failure of an answer without data. An empty `error` is the shop's stand-in (emptyFailureMiddleware). */
export function answerFailure(response: Response, error: ApiError | undefined): ApiFailure {
  const words = error?.error;
  return {
    status: 'error',
    cause: 'server',
    serverMessage: words?.trim() ? words : null,
    httpStatus: response.status,
    retryAfterSeconds: retryAfterSeconds(response),
  };
}

/** The failure of a request that got no answer at all. */
export function unreachableFailure(): ApiFailure {
  return {
    status: 'error',
    cause: 'unreachable',
    serverMessage: null,
    httpStatus: null,
    retryAfterSeconds: null,
  };
}

/**
 * Runs one typed client call and turns every outcome into an ApiResult. A call aborted through `signal`
 * (the page or the actor went away) rejects instead, so nobody shows a failure nobody asked about.
 */
export async function callApi<T>(
  request: () => Promise<ClientAnswer<T>>,
  signal?: AbortSignal,
): Promise<ApiResult<T>> {
  let answer: ClientAnswer<T>;
  try {
    answer = await request();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    // A 2xx whose body is not JSON makes the client throw: an answer came, without data.
    if (cause instanceof SyntaxError) {
      return {
        status: 'error',
        cause: 'server',
        serverMessage: null,
        httpStatus: null,
        retryAfterSeconds: null,
      };
    }
    return unreachableFailure();
  }
  const { data, error, response } = answer;
  if (data !== undefined) return { status: 'ok', data };
  return answerFailure(response, error);
}
