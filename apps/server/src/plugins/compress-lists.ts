import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { App } from '../app-types.js';

const gzip = promisify(gzipCallback);

/** Below this a response fits in a packet or two anyway. */
const MIN_BYTES = 1024;

/** Whether an Accept-Encoding header accepts gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding?.trim() !== 'gzip' && coding?.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Gzip for the lists a phone downloads most: a page of search results is about 22 KB of JSON and
 * a fifth of that gzipped, over a second saved on a 2G connection. Only routes that declare
 * `config.compress` are compressed: lists of what the viewer may see, never a token or contact
 * details, so no secret shares a compressed response with text someone else chose (BREACH).
 * Static files are compressed at build time instead (plugins/web-app.ts).
 */
export function registerListCompression(app: App): void {
  // A callback hook, not an async one: most responses pass through it untouched.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.routeOptions.config?.compress) return done(null, payload);
    reply.header('vary', 'accept-encoding');
    // The header first: a client that takes no gzip costs no pass over the text.
    if (typeof payload !== 'string' || !acceptsGzip(request.headers['accept-encoding'])) {
      return done(null, payload);
    }
    if (Buffer.byteLength(payload) < MIN_BYTES) return done(null, payload);
    gzip(payload, { level: 6 }).then(
      (compressed) => {
        reply.header('content-encoding', 'gzip');
        done(null, compressed);
      },
      (error: Error) => done(error),
    );
  });
}
