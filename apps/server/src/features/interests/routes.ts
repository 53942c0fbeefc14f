import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { changeInterest } from './answer-interest.js';
import { interestTemplates } from './interest-templates.js';
import { listInterests } from './list-interests.js';
import { sendInterest } from './send-interest.js';

/** Interests: a polite question from one family to another, and its answer. */
export function interestRoutes(app: App, deps: Deps): void {
  const common = { tags: ['interests'], security: [{ bearer: [] }] };
  const send = { db: deps.db, horoscopes: deps.horoscopes, interestsPerDay: deps.config.interestsPerDay };

  app.route({
    ...operation('interestTemplates', {
      ...common,
      summary: 'The sentences an interest may carry (for: send) or a decline (for: decline), in my language',
      errors: [400, 401],
    }),
    config: { auth: 'user' },
    handler: async (request) => interestTemplates(deps.db, request.requireUser().id, request.query.language),
  });

  app.route({
    ...operation('sendInterest', {
      ...common,
      summary:
        'Send an interest with one of the sentences to an Approved profile of the other gender I may see; my profile must be Approved. One open interest per pair, the day’s limit set by the operator',
      errors: [400, 401, 403, 404, 409, 429],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      sendInterest(
        send,
        request.requireUser(),
        request.params.profileId,
        request.body.template,
        request.body.event_id,
      ),
  });

  app.route({
    ...operation('interestBox', {
      ...common,
      summary: 'Interests I received, sent, or accepted either way; newest first, 20 a page',
      errors: [400, 401, 403],
    }),
    config: { auth: 'user', compress: true },
    handler: async (request) =>
      listInterests(deps.db, deps.urls, request.requireUser(), request.params.box, request.params.page),
  });

  app.route({
    ...operation('acceptInterest', {
      ...common,
      summary: 'Accept an interest I received, while it waits for an answer',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      changeInterest(deps.db, request.requireUser(), request.params.interestId, 'accept'),
  });

  app.route({
    ...operation('declineInterest', {
      ...common,
      summary:
        'Decline an interest I received, with a kind sentence or none; the sender may ask again after 90 days',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      changeInterest(
        deps.db,
        request.requireUser(),
        request.params.interestId,
        'decline',
        request.body?.template,
      ),
  });

  app.route({
    ...operation('withdrawInterest', {
      ...common,
      summary: 'Withdraw an interest I sent, while it waits for an answer',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      changeInterest(deps.db, request.requireUser(), request.params.interestId, 'withdraw'),
  });
}
