import fastifyMultipart from '@fastify/multipart';
import {
  MARRIAGE_CAPTION_FIELD,
  MARRIAGE_LIMITS,
  MARRIAGE_PHOTO_FIELD,
  MARRIAGE_UPLOADED_MESSAGE,
} from '@varmala/shared';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { mediaContextOf } from '../media/media-context.js';
import { admitUpload, type UploadRules } from '../media/read-upload-form.js';
import { uploadMarriage } from './upload-marriage.js';

const MARRIAGE_UPLOAD: UploadRules = {
  fileField: MARRIAGE_PHOTO_FIELD,
  textFields: [MARRIAGE_CAPTION_FIELD],
  maxFiles: 1,
  maxFileBytes: MARRIAGE_LIMITS.maxBytes,
  noun: 'photo',
};

/**
 * `POST /api/admin/marriage`, in a context of its own: multipart parsing is registered for this
 * route only, as the media plugin does for the members' uploads.
 */
export async function marriageRoutes(app: App, deps: Deps): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MARRIAGE_LIMITS.maxBytes,
      files: 1,
      fields: 4,
      fieldSize: 4096,
      fieldNameSize: 100,
      parts: 5,
      headerPairs: 20,
    },
  });
  const media = mediaContextOf(deps);

  app.route({
    ...operation('uploadMarriage', {
      tags: ['admin'],
      security: [{ bearer: [] }],
      summary: `Add a marriage (success-story) photo to my site (multipart: '${MARRIAGE_PHOTO_FIELD}' PNG, JPEG or GIF, and a required '${MARRIAGE_CAPTION_FIELD}')`,
      errors: [400, 401, 403, 413, 415, 429],
    }),
    config: { auth: 'admin' },
    handler: async (request) => {
      const upload = await admitUpload(media, request, MARRIAGE_UPLOAD);
      try {
        const marriage = await uploadMarriage(
          upload.media,
          request.requireUser(),
          upload.receive,
          request.log,
        );
        return { Status: 'Success' as const, Message: MARRIAGE_UPLOADED_MESSAGE, marriage };
      } finally {
        upload.release();
      }
    },
  });
}
