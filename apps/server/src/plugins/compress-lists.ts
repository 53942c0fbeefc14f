import fastifyCompress from '@fastify/compress';
import type { onSendHookHandler } from 'fastify';
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

/** A cache must know the response depends on Accept-Encoding even when it went out plain. */
const varyByEncoding: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('vary', 'accept-encoding');
  done(null, payload);
};

export async function registerListCompression(app: App): Promise<void> {
  // On the lists' own routes: the other routes' answers pass no hook of it.
  app.addHook('onRoute', (route) => {
    // Without `compress: false` the plugin gives every other route an onRequest hook of its own.
    if (!route.config?.compress) {
      route.compress = false;
      return;
    }
    route.compress = LIST_COMPRESSION;
    route.onSend = [...[route.onSend ?? []].flat(), varyByEncoding];
  });
  // Request bodies are never decompressed.
  await app.register(fastifyCompress, { global: false });
}
