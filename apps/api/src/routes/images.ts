import { createHash } from 'node:crypto';
import { DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS, type ImageWidth } from '@bazaar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { drawImage, listsPicture } from '../catalog/draw-image';
import type { AppContext } from '../http/handler';
import { type ImagePath, type PhotoExtension, parseImagePath } from '../images';
import { PhotoVariants, photoFormatFor } from '../images/photo-variants';

const FOLDERS = ['products', 'categories', 'banners', 'sellers'] as const;

// A week: a picture changes only when its product row does, and the ETag makes a check cheap after.
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

const WIDTH_ERROR = `w must be one of ${IMAGE_WIDTHS.join(', ')} (pixels)`;

/** The width `?w=` asks for: the default without one, undefined for any other value or more than one. */
function requestedWidth(query: unknown): ImageWidth | undefined {
  const text = typeof query === 'object' && query !== null && 'w' in query ? query.w : undefined;
  if (text === undefined) return DEFAULT_IMAGE_WIDTH;
  return IMAGE_WIDTHS.find((width) => String(width) === text);
}

/**
 * Most pictures of the shop are SVGs drawn on request from the row they show (docs/architecture.md,
 * Images). SVG can carry script, so their answer forbids everything but inline styles and sniffing. A product
 * picture may also be a photo (JPEG, PNG or WebP in PHOTO_DIR): it is sent resized to the width `?w=` asks
 * for, in AVIF or WebP when the browser says it takes them.
 */
export function registerImages(app: FastifyInstance, { config, db }: AppContext): void {
  const variants = new PhotoVariants(config.photoDir, config.imageCacheBytes);

  const servePhoto = async (
    image: ImagePath & { photo: PhotoExtension },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const width = requestedWidth(request.query);
    if (width === undefined) return reply.code(400).send({ error: WIDTH_ERROR });
    const format = photoFormatFor(request.headers.accept, image.photo);
    const variant = (await listsPicture(db, image)) ? await variants.get(image, width, format) : null;
    if (!variant) return reply.code(404).send({ error: 'There is no such picture' });

    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', variant.etag)
      // The same address is AVIF for one browser and JPEG for another: caches keep one copy per Accept.
      .header('vary', 'Accept')
      .header('x-content-type-options', 'nosniff');
    if (matchesEtag(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
    return reply.type(variant.type).send(variant.body);
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const image = parseImagePath(request.url);
    if (image?.photo) return servePhoto({ ...image, photo: image.photo }, request, reply);
    const svg = image ? await drawImage(db, image) : null;
    if (!svg) return reply.code(404).send({ error: 'There is no such picture' });

    const etag = `"${createHash('sha256').update(svg).digest('base64url')}"`;
    reply
      .header('cache-control', CACHE_CONTROL)
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
