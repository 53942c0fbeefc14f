import fastifyMultipart from '@fastify/multipart';
import { ATTACHMENT_LIMITS, PHOTO_LIMITS } from '@varmala/shared';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { mediaContextOf } from '../../lib/uploads/media-context.js';
import { mediaRoutes } from './routes.js';

/**
 * Photos, horoscope files and the signed links that serve them. Multipart parsing is registered
 * here only, so no other route accepts file uploads.
 */
export const mediaPlugin: FastifyPluginAsync<{ deps: Deps }, RawServerDefault, ZodTypeProvider> = async (
  app,
  { deps },
) => {
  // Outer bounds; each route narrows them when it reads its form.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: Math.max(PHOTO_LIMITS.maxBytes, ATTACHMENT_LIMITS.maxBytes),
      files: ATTACHMENT_LIMITS.maxPerProfile,
      fields: 4,
      fieldSize: 4096,
      fieldNameSize: 100,
      parts: ATTACHMENT_LIMITS.maxPerProfile + 4,
      headerPairs: 20,
    },
  });
  const media = mediaContextOf(deps);
  mediaRoutes(app, media);
};
