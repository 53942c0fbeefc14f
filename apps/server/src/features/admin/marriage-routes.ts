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
import { mediaContextOf } from '../../lib/uploads/media-context.js';
import { admitUpload, type UploadRules } from '../../lib/uploads/read-upload-form.js';
import { deleteMarriage } from './delete-marriage.js';
import { listAdminMarriages } from './list-marriages.js';
import { updateMarriage } from './update-marriage.js';
import { uploadMarriage } from './upload-marriage.js';

const MARRIAGE_UPLOAD: UploadRules = {
  fileField: MARRIAGE_PHOTO_FIELD,
  textFields: [MARRIAGE_CAPTION_FIELD],
  maxFiles: 1,
  maxFileBytes: MARRIAGE_LIMITS.maxBytes,
  noun: 'photo',
};

/**
 * The marriage photos of the operator's own site: upload, list, caption, remove. In a context of
 * its own: multipart parsing is registered for the upload here only, as the media plugin does for
 * the members' uploads.
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

  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.route({
    ...operation('uploadMarriage', {
      ...common,
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

  app.route({
    ...operation('adminMarriageList', {
      ...common,
      summary:
        'The marriage photos of my site, newest first, 20 a page, with their ids and when they were added',
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      listAdminMarriages(deps.db, deps.urls, request.requireUser().domain, request.params.page),
  });

  app.route({
    ...operation('updateMarriage', {
      ...common,
      summary: 'Change the caption of a marriage photo of my site (required, as at the upload)',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request) => ({
      Status: 'Success' as const,
      marriage: await updateMarriage(
        deps.db,
        deps.urls,
        request.requireUser(),
        request.params.marriageId,
        request.body.caption,
      ),
    }),
  });

  app.route({
    ...operation('deleteMarriage', {
      ...common,
      summary: 'Remove a marriage photo of my site: from the home page, and its files from the storage',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request) => {
      await deleteMarriage(media, request.requireUser(), request.params.marriageId, request.log);
      return { Status: 'Success' as const };
    },
  });
}
