import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPagePath, PAGE_PATHS, type PagePath } from '@bazaar/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { withDocumentPolicy } from '../http/security-headers';
import { paths } from '../paths';
import { paymentProviderOf } from '../payments/provider-choice';
import { homeDocument, type PublicAnswer, productDocument, shopDocument } from './page-documents';

/**
 * Serves the built storefront: hashed assets cached for a year, the two documents never cached. `/` is
 * index.html, the home page's own light entry; every other page path is app.html, the routed app, so a
 * shared link or a reload lands on the right screen. The home page, the unfiltered shop page and a product's
 * page name their largest picture in the document's head, and a product's page its title and description;
 * all three carry the API's answers to their first requests (page-documents.ts).
 */
export async function registerStorefront(app: FastifyInstance, config: Config, db: Database): Promise<void> {
  const root = config.storefrontDir ?? paths.storefront;
  const hasStorefront = existsSync(path.join(root, 'index.html')) && existsSync(path.join(root, 'app.html'));
  // Read once: a new build replaces the folder, and the server is restarted with it.
  const indexHtml = hasStorefront ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const appHtml = hasStorefront ? readFileSync(path.join(root, 'app.html'), 'utf8') : '';
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/storefront/vite.config.ts): sent as accepted.
      preCompressed: true,
      // The documents go out by the page route alone, each with its policy and its nonce: the templates as
      // files would carry neither.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      setHeaders(reply, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Through the API's own routes, as a signed-out visitor: no token, so nobody's own data.
  const publicAnswer: PublicAnswer = async (url) => {
    const response = await app.inject({ method: 'GET', url });
    return response.statusCode === 200 ? response.body : null;
  };

  const notFound = (reply: FastifyReply, pathname: string) =>
    reply.status(404).send({ error: pathname.startsWith('/api/') ? 'No such API operation' : 'Not found' });

  // Stripe's hosts are allowed in /payment's document alone, and only when Stripe is the card provider; the
  // routed app loads that document for /payment instead of routing there (apps/storefront's routes.tsx).
  const stripe = paymentProviderOf(config) === 'stripe';
  const sendDocument = (reply: FastifyReply, status: 200 | 404, html: string, page: PagePath | null) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withDocumentPolicy(reply, html, { stripe: stripe && page === PAGE_PATHS.payment }));

  // Every GET the API and the files do not answer: a page's document. A route rather than the not-found
  // handler, so the documents go compressed like every other answer (@fastify/compress works on routes).
  // An address that is no page of the storefront (PAGE_PATHS), or a product the catalogue does not have,
  // gets the routed app with 404: it shows the not-found page, and search engines drop the address. Pages
  // that name an order or a seller answer 200 whatever the id: only the signed-in customer's own requests
  // can tell whether it is theirs.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || path.extname(pathname)) return notFound(reply, pathname);
    if (!hasStorefront) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The storefront is not built yet: run `npm run build`.');
    }
    const match = matchPagePath(pathname);
    if (match === null) return sendDocument(reply, 404, appHtml, null);
    const page = match.path;
    if (page === PAGE_PATHS.home)
      return sendDocument(reply, 200, await homeDocument(db, indexHtml, publicAnswer), page);
    if (request.url === '/shops')
      return sendDocument(
        reply,
        200,
        await shopDocument(db, appHtml, publicAnswer, { cache: config.catalogCache }),
        page,
      );
    if (page === PAGE_PATHS.product) {
      const html = await productDocument(db, appHtml, match.params.slug ?? '', publicAnswer);
      return html === null ? sendDocument(reply, 404, appHtml, page) : sendDocument(reply, 200, html, page);
    }
    return sendDocument(reply, 200, appHtml, page);
  });
  app.setNotFoundHandler(async (request, reply) => notFound(reply, request.url.split('?')[0] ?? ''));
}
