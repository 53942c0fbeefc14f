import fastifyCompress from '@fastify/compress';
import type { App } from '../app-types.js';

/**
 * A search page is ~22 KB of JSON, a fifth gzipped. Only routes with `config.compress`: lists, never a
 * token or contact, so no secret shares a compressed response with text another chose (BREACH).
 */
const LIST_COMPRESSION = {
  encodings: ['gzip' as const],
  threshold: 1024,
  // A page compresses in one pass, well under a millisecond, so the response keeps its Content-Length.
  syncThreshold: 256 * 1024,
};

export async function registerListCompression(app: App): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.config?.compress) route.compress = LIST_COMPRESSION;
  });
  // A cache must know the response depends on Accept-Encoding even when it went out plain.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config?.compress) reply.header('vary', 'accept-encoding');
    done(null, payload);
  });
  // Request bodies are never decompressed.
  await app.register(fastifyCompress, { global: false });
}
