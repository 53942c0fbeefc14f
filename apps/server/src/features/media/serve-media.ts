import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors.js';
import { downloadNameOfKey, isInlineMedia } from '../../lib/storage/media-keys.js';
import type { MediaContext } from '../../lib/uploads/media-context.js';

/** Sends a stored file to whoever holds a valid signed link; the link is the permission. */
export async function serveMedia(
  media: MediaContext,
  reply: FastifyReply,
  key: string,
  exp: string | undefined,
  sig: string | undefined,
): Promise<FastifyReply> {
  const remaining = media.urls.verify(key, exp, sig);
  if (remaining === undefined) {
    throw new AppError('FORBIDDEN', 'linkExpired');
  }
  const file = await media.storage.get(key);
  if (!file) throw new AppError('NOT_FOUND', 'fileGone');
  // The sandbox policy: even if a browser were talked into rendering a stored file, it could run nothing.
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('cache-control', `private, max-age=${remaining}`)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      isInlineMedia(key) ? 'inline' : `attachment; filename="${downloadNameOfKey(key)}"`,
    )
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.body);
}
