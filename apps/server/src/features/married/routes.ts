import fastifyMultipart from '@fastify/multipart';
import { STORY_CONSENT_FIELD, STORY_LIMITS, STORY_PHOTO_FIELD, STORY_TEXT_FIELD } from '@varmala/shared';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { mediaContextOf } from '../../lib/uploads/media-context.js';
import { admitUpload, type UploadRules } from '../../lib/uploads/read-upload-form.js';
import { confirmMarried, markMarried } from './mark-married.js';
import {
  consentToStory,
  createStory,
  listStoriesToReview,
  publishStory,
  readMyStory,
  rejectStory,
  withdrawStory,
} from './success-story.js';

const STORY_UPLOAD: UploadRules = {
  fileField: STORY_PHOTO_FIELD,
  textFields: [STORY_TEXT_FIELD, STORY_CONSENT_FIELD],
  maxFiles: 1,
  maxFileBytes: STORY_LIMITS.maxBytes,
  noun: 'photo',
};

/**
 * Married, and fresh (issue 55): a family closes its profile when the match is made, and the other
 * family confirms.
 */
export async function marriedRoutes(app: App, deps: Deps): Promise<void> {
  // Multipart parsing for the story's photo, in this context only (as the media plugin does).
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: STORY_LIMITS.maxBytes,
      files: 1,
      fields: 4,
      // 1,000 characters of Marathi or Tamil, 3 bytes each.
      fieldSize: 4 * STORY_LIMITS.maxTextLength,
      fieldNameSize: 100,
      parts: 6,
      headerPairs: 20,
    },
  });
  const media = mediaContextOf(deps);
  const common = { tags: ['married'], security: [{ bearer: [] }] };

  app.route({
    ...operation('markMarried', {
      ...common,
      summary:
        'We are married: with the spouse’s profile (married through the site) my profile becomes 300 and their family is asked to confirm, else 301. It leaves search, new matches, featured and the public lists at once; open interests received are declined kindly, sent ones withdrawn, conversations closed',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => markMarried(deps, request.requireUser(), request.body),
  });

  app.route({
    ...operation('confirmMarried', {
      ...common,
      summary:
        'The family that named my profile as its spouse: yes, we are married to each other (my profile becomes 300 too)',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => confirmMarried(deps, request.requireUser(), request.body.profile_id),
  });

  app.route({
    ...operation('mySuccessStory', {
      ...common,
      summary: 'The story of my marriage, whoever of the two families wrote it, and where it stands',
      errors: [401, 403, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => readMyStory(deps.db, deps.urls, request.requireUser()),
  });

  app.route({
    ...operation('createSuccessStory', {
      ...common,
      summary: `Tell the story of our marriage (multipart: '${STORY_PHOTO_FIELD}' PNG, JPEG or GIF, '${STORY_TEXT_FIELD}' up to ${STORY_LIMITS.maxTextLength} characters without contact details, '${STORY_CONSENT_FIELD}' true). Married through the site it waits for the other family's consent, then for the operator`,
      errors: [400, 401, 403, 409, 413, 415, 429],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      const upload = await admitUpload(media, request, STORY_UPLOAD);
      try {
        return await createStory(upload.media, request.requireUser(), upload.receive, request.log);
      } finally {
        upload.release();
      }
    },
  });

  app.route({
    ...operation('consentSuccessStory', {
      ...common,
      summary: 'The other family agrees to the story of our marriage being shown; it goes to the operator',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => consentToStory(deps.db, request.requireUser(), request.params.storyId),
  });

  app.route({
    ...operation('withdrawSuccessStory', {
      ...common,
      summary:
        'Either family withdraws its consent: the story leaves the site at once, the photo’s files too',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      withdrawStory(media, request.requireUser(), request.params.storyId, request.log),
  });

  const admin = { tags: ['admin'], security: [{ bearer: [] }] };
  app.route({
    ...operation('adminSuccessStories', {
      ...admin,
      summary: 'Success stories both families agreed to, waiting for my look, the oldest first, 20 a page',
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin' },
    handler: async (request) => listStoriesToReview(deps.db, deps.urls, request.params.page),
  });

  app.route({
    ...operation('publishSuccessStory', {
      ...admin,
      summary: "Publish a story in the home page's carousel of its site, in the language it was written in",
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) => publishStory(deps.db, request.requireUser(), request.params.storyId),
  });

  app.route({
    ...operation('rejectSuccessStory', {
      ...admin,
      summary: 'Do not publish a story, with the reason the family is told',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      rejectStory(deps.db, request.requireUser(), request.params.storyId, request.body.reason),
  });
}
