import { matchPagePath, type PagePath } from '@bazaar/domain';
import { type LoaderFunction, type LoaderFunctionArgs, redirectDocument } from 'react-router-dom';

/**
 * The loader of a page that is shown in its own document instead of being routed to from another one:
 * /payment, whose document alone lets Stripe.js in (the server's Content-Security-Policy,
 * apps/api/src/http/security-headers.ts). A routed move there from any other document loads the page's
 * document; within its own document (after moving away and back) it is routed to like any page. Without a
 * document's address (the stories' memory router) it never leaves. Staying, it runs the page's own
 * `loader`, loaded on demand with the page's code.
 */
export function ownDocumentLoader(
  page: PagePath,
  documentPathname: string | undefined,
  loader: () => Promise<LoaderFunction>,
) {
  return async (args: LoaderFunctionArgs) => {
    if (documentPathname === undefined || matchPagePath(documentPathname)?.path === page) {
      return (await loader())(args);
    }
    const url = new URL(args.request.url);
    throw redirectDocument(`${url.pathname}${url.search}`);
  };
}
