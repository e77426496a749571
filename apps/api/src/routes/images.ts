import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { drawImage } from '../catalog/draw-image';
import type { AppContext } from '../http/handler';
import { parseImagePath } from '../images';

const FOLDERS = ['products', 'categories', 'banners', 'sellers'] as const;

/**
 * Every picture of the shop is an SVG drawn on request from the row it shows (docs/architecture.md,
 * Images). SVG can carry script, so the answer forbids everything but inline styles and sniffing.
 */
export function registerImages(app: FastifyInstance, { db }: AppContext): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const image = parseImagePath(request.url);
    const svg = image ? await drawImage(db, image) : null;
    if (!svg) return reply.code(404).send({ error: 'There is no such picture' });

    const etag = `"${createHash('sha256').update(svg).digest('base64url')}"`;
    reply
      // A week: a picture changes only when its product row does, and the ETag makes a check cheap after.
      .header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg);
  };
  for (const folder of FOLDERS) app.get(`/images/${folder}/:file`, serve);
}

/** If-None-Match holds one or more entity tags, or `*`; weak ones still match for a GET (RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}
