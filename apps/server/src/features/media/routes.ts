import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_UPLOAD_FIELD,
  PHOTO_CAPTION_FIELD,
  PHOTO_UPLOAD_FIELD,
} from '@varmala/shared';
import { z } from 'zod';
import type { App, AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { operation } from '../../lib/operation.js';
import type { MediaContext } from '../../lib/uploads/media-context.js';
import { admitUpload, type UploadRules } from '../../lib/uploads/read-upload-form.js';
import { errorResponses } from '../../plugins/error-handler.js';
import { assertMayEditProfileOf, requireProfileIdOfUser } from '../access/ownership.js';
import { addAttachments } from './add-attachments.js';
import { addPhoto } from './add-photo.js';
import { deleteAttachment } from './delete-attachment.js';
import { deletePhoto } from './delete-photo.js';
import { listAttachments } from './list-attachments.js';
import { listPhotos } from './list-photos.js';
import { serveMedia } from './serve-media.js';

const ATTACHMENT_UPLOAD: UploadRules = {
  fileField: ATTACHMENT_UPLOAD_FIELD,
  textFields: [],
  maxFiles: ATTACHMENT_LIMITS.maxPerProfile,
  maxFileBytes: ATTACHMENT_LIMITS.maxBytes,
  noun: 'file',
};

const mediaParamsSchema = z.object({ key: z.string().max(100) });
const signatureQuerySchema = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

async function editableProfileId(db: Db, user: AuthUser, userId: number): Promise<number> {
  assertMayEditProfileOf(user, userId);
  return requireProfileIdOfUser(db, userId);
}

export function mediaRoutes(app: App, media: MediaContext): void {
  const security = [{ bearer: [] }];

  app.route({
    ...operation('listPhotos', {
      tags: ['media'],
      summary: "The profile's photos, each with short-lived signed URLs in three sizes",
      security,
      errors: [400, 401, 403, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      const profileId = await editableProfileId(media.db, request.requireUser(), request.params.userId);
      return listPhotos(media, profileId);
    },
  });

  app.route({
    ...operation('uploadPhoto', {
      tags: ['media'],
      summary: `Add one photo (multipart field '${PHOTO_UPLOAD_FIELD}', optional '${PHOTO_CAPTION_FIELD}'): PNG, JPEG or GIF`,
      security,
      errors: [400, 401, 403, 409, 413, 415, 429],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      const actor = request.requireUser();
      const profileId = await editableProfileId(media.db, actor, request.params.userId);
      try {
        await addPhoto(media, actor, profileId, request);
      } finally {
        media.forgetAccount(request.params.userId);
      }
      return listPhotos(media, profileId);
    },
  });

  app.route({
    ...operation('deletePhoto', {
      tags: ['media'],
      summary: 'Delete a photo (the listed item as body) and its files',
      security,
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      const profileId = await editableProfileId(media.db, request.requireUser(), request.params.userId);
      try {
        await deletePhoto(media, profileId, request.body.id, request.log);
      } finally {
        media.forgetAccount(request.params.userId);
      }
      return listPhotos(media, profileId);
    },
  });

  app.route({
    ...operation('listAttachments', {
      tags: ['media'],
      summary: "The profile's horoscope files, each with a short-lived signed download URL",
      security,
      errors: [400, 401, 403, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      const profileId = await editableProfileId(media.db, request.requireUser(), request.params.userId);
      return listAttachments(media, profileId);
    },
  });

  app.route({
    ...operation('uploadAttachments', {
      tags: ['media'],
      summary: `Add horoscope files (multipart field '${ATTACHMENT_UPLOAD_FIELD}'): PNG, JPEG, GIF, PDF, DOC, DOCX`,
      security,
      errors: [400, 401, 403, 409, 413, 415, 429],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      const profileId = await editableProfileId(media.db, request.requireUser(), request.params.userId);
      const upload = await admitUpload(media, request, ATTACHMENT_UPLOAD);
      try {
        await addAttachments(upload.media, profileId, upload.receive, request.log);
      } finally {
        upload.release();
      }
      return listAttachments(media, profileId);
    },
  });

  app.route({
    ...operation('deleteAttachment', {
      tags: ['media'],
      summary: 'Delete a horoscope file (body: its id)',
      security,
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      const profileId = await editableProfileId(media.db, request.requireUser(), request.params.userId);
      await deleteAttachment(media, profileId, request.body.id, request.log);
      return listAttachments(media, profileId);
    },
  });

  app.get(
    '/api/media/:key',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['media'],
        summary: 'A stored file, through the signed URL a list gave (about an hour)',
        params: mediaParamsSchema,
        querystring: signatureQuerySchema,
        response: errorResponses(400, 403, 404),
      },
    },
    async (request, reply) =>
      serveMedia(media, reply, request.params.key, request.query.exp, request.query.sig),
  );
}
