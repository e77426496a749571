import type { Server } from 'node:http';

/**
 * Closes a connection that has sent no byte `afterMs` after it opened. Node's headersTimeout and
 * requestTimeout start counting only once a request's first bytes arrive, and on Node 20 the server-wide
 * socket timeout (Fastify's connectionTimeout) never fires while it is longer than the 30 s connections check,
 * so a client could hold any number of connections open by saying nothing. Once a byte has come, this rule is
 * done with the connection: slow requests, kept-alive connections between requests and upgraded WebSockets
 * are left to those timeouts and to socket.io.
 */
export function closeSilentConnections(server: Server, afterMs: number): void {
  if (afterMs <= 0) return;
  server.on('connection', (socket) => {
    const timer = setTimeout(() => {
      // After the poll phase, so bytes that arrived while the event loop was busy are counted first.
      setImmediate(() => {
        if (socket.bytesRead === 0) socket.destroy();
      });
    }, afterMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
