/**
 * A page's document may carry the API's answers to the GETs its first screen makes (apps/api's
 * page-documents.ts writes them, the storefront's documentAnswers.ts reads them), in a
 * `<script type="application/json">` with this id: an object from answer key to the answer's JSON.
 */
export const DOCUMENT_ANSWERS_ID = 'bazaar-answers';

/**
 * The key of a GET among a document's answers, from its path and its decoded query parameters: the
 * parameters in name order and encoded one way, so the server writing the answers and the page asking agree
 * however either orders or encodes the query. (`url.pathname, url.searchParams`)
 */
export function documentAnswerKey(pathname: string, query: Iterable<[string, string]>): string {
  const search = [...query]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return search === '' ? pathname : `${pathname}?${search}`;
}
