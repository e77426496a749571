/**
 * A fetch for the API client under which identical GETs in flight at the same moment — the header's
 * categories and a page's own, say — share one request. Each caller gets its own copy of the answer and
 * keeps its own abort: leaving a page cancels only that page's wait, not the request another part shares.
 *
 * A failure is not shared: a caller that joined a request already on its way, and whose answer is a
 * failure (anything but 2xx, or none at all), asks again on its own. That request may have left before
 * the shopper pressed Retry, and its failure is the one being retried (the dashboard's Retry, pressed
 * while the page's own check of the sign-in was still on its way, got that check's 503).
 */
export function sharingGets(
  fetchImpl: (request: Request) => Promise<Response> = (request) => fetch(request),
) {
  const inFlight = new Map<string, Promise<Response>>();
  return (request: Request): Promise<Response> => {
    if (request.method !== 'GET') return fetchImpl(request);
    const key = `${request.url} ${request.headers.get('authorization') ?? ''}`;
    const joined = inFlight.get(key);
    if (joined) {
      const askAgain = () => fetchImpl(request);
      return whileNotAborted(
        joined.then((response) => (response.ok ? response.clone() : askAgain()), askAgain),
        request.signal,
      );
    }
    const shared = fetchImpl(new Request(request, { signal: null }));
    inFlight.set(key, shared);
    const forget = () => inFlight.delete(key);
    shared.then(forget, forget);
    return whileNotAborted(
      shared.then((response) => response.clone()),
      request.signal,
    );
  };
}

function whileNotAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}
