import fastifyCompress from '@fastify/compress';
import type { App } from '../app-types.js';

/**
 * Gzip for the lists a phone downloads most: a page of search results is about 22 KB of JSON and
 * a fifth of that gzipped, over a second saved on a 2G connection. Only routes that declare
 * `config.compress` are compressed: lists of what the viewer may see, never a token or contact
 * details, so no secret shares a compressed response with text someone else chose (BREACH).
 * Static files are compressed at build time instead (plugins/web-app.ts).
 */
const LIST_COMPRESSION = {
  encodings: ['gzip' as const],
  // Below this a response fits in a packet or two anyway.
  threshold: 1024,
  // A page of a list is compressed in one pass, well under a millisecond, so the response keeps
  // its Content-Length; only something far larger than a page would be streamed.
  syncThreshold: 256 * 1024,
};

export async function registerListCompression(app: App): Promise<void> {
  // The plugin reads its own route option; routes say `config.compress`, as they say `config.auth`.
  app.addHook('onRoute', (route) => {
    if (route.config?.compress) route.compress = LIST_COMPRESSION;
  });
  // A cache must know the response depends on Accept-Encoding even when it went out plain.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config?.compress) reply.header('vary', 'accept-encoding');
    done(null, payload);
  });
  // Request bodies are never decompressed: a compressed upload is refused like any unknown body.
  await app.register(fastifyCompress, { global: false });
}
