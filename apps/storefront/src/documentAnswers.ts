import { DOCUMENT_ANSWERS_ID, documentAnswerKey } from '@bazaar/domain';

/**
 * The API's answers the server wrote into the page's document for the GETs its first screen makes
 * (apps/api/src/routes/page-documents.ts): the shop page and product pages then draw as soon as their code
 * has run, without a round trip to the API first.
 *
 * The answers stand for the shop as it was when the document was written, so they serve only the page's
 * first load: once the visitor moves to another page, or changes anything (any request that is not a
 * GET), every request goes to the API again.
 */
export interface DocumentAnswers {
  /** The client's fetch: a GET with an answer here gets it; anything else goes on to `fetchImpl`. */
  fetch: (request: Request) => Promise<Response>;
  /** From now on every request goes to the API. */
  forget: () => void;
}

/** The answers the document carries, by key: none when it carries none, or something unreadable. */
export function readDocumentAnswers(doc: Document): Map<string, unknown> {
  return parseDocumentAnswers(doc.getElementById(DOCUMENT_ANSWERS_ID)?.textContent);
}

export function parseDocumentAnswers(text: string | null | undefined): Map<string, unknown> {
  if (!text) return new Map();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new Map();
    return new Map(Object.entries(parsed));
  } catch {
    // A document cut short: the page asks the API instead.
    return new Map();
  }
}

export function answeringFromDocument(
  answers: Map<string, unknown>,
  fetchImpl: (request: Request) => Promise<Response> = (request) => fetch(request),
): DocumentAnswers {
  const forget = () => answers.clear();
  return {
    forget,
    fetch(request) {
      if (request.method !== 'GET') {
        forget();
        return fetchImpl(request);
      }
      const url = new URL(request.url);
      const key = documentAnswerKey(url.pathname, url.searchParams);
      if (!answers.has(key)) return fetchImpl(request);
      if (request.signal.aborted) return Promise.reject(request.signal.reason);
      return Promise.resolve(
        new Response(JSON.stringify(answers.get(key)), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
  };
}
