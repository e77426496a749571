import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';

export interface StaticServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

function answer(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(message);
}

export interface StaticServerOptions {
  /**
   * Lets the browser keep every file for the server's lifetime, as for a hashed asset on a CDN: right only
   * for a build that does not change while it is served. Without it every request reaches the server.
   */
  cacheable?: boolean;
  /** Told the path and query, as sent, of every request that reaches the server, before it is answered. */
  onRequest?: (url: string) => void;
}

/**
 * Serves the files of `root` (a built site) on a free loopback port: GET and HEAD only, `/` and folders as
 * their index.html, nothing outside `root`, 404 for a missing file. 127.0.0.1 counts as a secure
 * context, so service workers (MSW) register as they would on https.
 */
export async function serveStatic(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const cacheControl = options.cacheable ? 'public, max-age=3600, immutable' : 'no-store';
  const base = path.resolve(root);
  const server = createServer((request, response) => {
    options.onRequest?.(request.url ?? '/');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      answer(response, 405, `${request.method} is not served by this static server`);
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      answer(response, 400, `Malformed path: ${request.url}`);
      return;
    }
    const file = path.join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (file !== base && !file.startsWith(base + path.sep)) {
      answer(response, 403, `Outside the served folder: ${pathname}`);
      return;
    }
    stat(file).then(
      (stats) => {
        if (!stats.isFile()) {
          answer(response, 404, `Not a file: ${pathname}`);
          return;
        }
        response.writeHead(200, {
          'content-type': contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          'content-length': stats.size,
          'cache-control': cacheControl,
        });
        if (request.method === 'HEAD') {
          response.end();
          return;
        }
        createReadStream(file)
          .on('error', (error) => response.destroy(error))
          .pipe(response);
      },
      () => answer(response, 404, `Not found: ${pathname}`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error(`The static server for ${base} listens on no TCP port (${address})`);
  }
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
