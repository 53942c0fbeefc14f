import fastifyMultipart from '@fastify/multipart';
import { PHOTO_LIMITS, SELFIE_UPLOAD_FIELD } from '@varmala/shared';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { mediaContextOf } from '../../lib/uploads/media-context.js';
import { admitUpload, type UploadRules } from '../../lib/uploads/read-upload-form.js';
import { confirmMobileCode, sendMobileCode } from './mobile-code.js';
import { readMyVerification } from './my-verification.js';
import { addVerification, readProfileBadges, withdrawVerification } from './operator-checks.js';
import { decideSelfie, selfieQueue, uploadSelfie } from './selfie.js';

const SELFIE_UPLOAD: UploadRules = {
  fileField: SELFIE_UPLOAD_FIELD,
  textFields: [],
  maxFiles: 1,
  maxFileBytes: PHOTO_LIMITS.maxBytes,
  noun: 'photo',
};

/**
 * Badges that say what was checked: a code to the member's mobile, a selfie compared by the
 * operator, and the operator's own call or look at a document. In a context of its own: multipart
 * parsing is registered here for the selfie only.
 */
export async function verificationRoutes(app: App, deps: Deps): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: PHOTO_LIMITS.maxBytes,
      files: 1,
      fields: 2,
      fieldSize: 1024,
      parts: 3,
      headerPairs: 20,
    },
  });
  const media = mediaContextOf(deps);
  const member = { tags: ['verification'], security: [{ bearer: [] }] };

  app.route({
    ...operation('myVerification', {
      ...member,
      summary: 'My badges, the gesture my next selfie must show, and whether a selfie waits for the operator',
      errors: [401, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => readMyVerification(deps.db, request.requireUser()),
  });

  app.route({
    ...operation('verifyMobile', {
      ...member,
      summary:
        "Send a 6-digit code to my account's mobile (10 minutes, 5 tries; 3 a day per number and per address)",
      errors: [401, 403, 409, 429, 503],
    }),
    config: { auth: 'user' },
    handler: async (request) => sendMobileCode(deps, request.requireUser(), request.ip),
  });

  app.route({
    ...operation('confirmMobile', {
      ...member,
      summary: 'Confirm my mobile with the code sent to it: my profile gets the badge `mobile`',
      errors: [400, 401, 403, 409, 429],
    }),
    config: { auth: 'user' },
    handler: async (request) => confirmMobileCode(deps, request.requireUser(), request.body),
  });

  app.route({
    ...operation('verifyPhoto', {
      ...member,
      summary: `Send a selfie showing my gesture (multipart field '${SELFIE_UPLOAD_FIELD}'): the operator compares it with my photos, then it is deleted`,
      errors: [400, 401, 403, 409, 413, 415, 429],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      const upload = await admitUpload(media, request, SELFIE_UPLOAD);
      try {
        await uploadSelfie(upload.media, request.requireUser(), upload.receive, request.log);
      } finally {
        upload.release();
      }
      return { Status: 'Success' as const };
    },
  });

  const admin = { tags: ['admin', 'verification'], security: [{ bearer: [] }] };

  app.route({
    ...operation('adminProfileBadges', {
      ...admin,
      summary:
        "A profile's badges: when, by which operator, the note, and of a document its type and last four characters",
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request) => readProfileBadges(deps.db, request.params.profileId),
  });

  app.route({
    ...operation('addVerification', {
      ...admin,
      summary:
        'Record that I called the family or saw a document (its type and at most its last four characters, never more); audited',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      addVerification(deps, request.requireUser(), request.params.profileId, request.body),
  });

  app.route({
    ...operation('withdrawVerification', {
      ...admin,
      summary: "Withdraw one of a profile's badges; audited",
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      withdrawVerification(deps, request.requireUser(), request.params.profileId, request.body.kind),
  });

  app.route({
    ...operation('adminSelfieQueue', {
      ...admin,
      summary: "Selfies waiting for a decision, oldest first, each beside the profile's photos",
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin' },
    handler: async (request) => selfieQueue(deps, request.params.page),
  });

  app.route({
    ...operation('decideSelfie', {
      ...admin,
      summary: 'Approve (badge `photo`) or refuse a selfie; either way it is deleted',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      decideSelfie(deps, request.requireUser(), request.body.selfie_id, request.body.decision, request.log),
  });
}
