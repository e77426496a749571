import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { paths } from '../paths';

/**
 * Serves the built storefront: hashed assets cached for a year, the two documents never cached. `/` is
 * index.html, the home page's own light entry; every other page path is app.html, the routed app, so a
 * shared link or a reload lands on the right screen.
 */
export async function registerStorefront(app: FastifyInstance, config: Config): Promise<void> {
  const root = config.storefrontDir ?? paths.storefront;
  const hasStorefront = existsSync(path.join(root, 'index.html')) && existsSync(path.join(root, 'app.html'));
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/storefront/vite.config.ts): sent as accepted.
      preCompressed: true,
      setHeaders(reply, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/api/') && !path.extname(pathname);
    if (wantsPage && hasStorefront) {
      return reply.header('cache-control', 'no-cache').sendFile(pathname === '/' ? 'index.html' : 'app.html');
    }
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The storefront is not built yet: run `npm run build`.');
    }
    return reply
      .status(404)
      .send({ error: pathname.startsWith('/api/') ? 'No such API operation' : 'Not found' });
  });
}
