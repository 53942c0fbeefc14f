import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { downloadProfile } from './download-profile.js';
import { grantSubscription } from './grant-subscription.js';
import { listDownloads } from './list-downloads.js';
import { readSubscription } from './read-subscription.js';
import { reportUnreachable } from './report-unreachable.js';
import { toSubscription } from './subscription-summary.js';

export function subscriptionRoutes(app: App, deps: Deps): void {
  const { urls } = deps;
  const common = { tags: ['subscriptions'], security: [{ bearer: [] }] };

  app.route({
    ...operation('subscription', {
      ...common,
      summary: 'My active subscription (402 SUBSCRIPTION_REQUIRED without one)',
      errors: [401, 402],
    }),
    config: { auth: 'user' },
    handler: async (request) => readSubscription(deps.db, request.requireUser().id),
  });

  app.route({
    ...operation('downloadList', {
      ...common,
      summary: 'Profiles I have downloaded, newest first, 20 a page',
      errors: [400, 401],
    }),
    config: { auth: 'user', compress: true },
    handler: async (request) => listDownloads(deps.db, request.requireUser().id, request.params.page),
  });

  app.route({
    ...operation('downloadProfile', {
      ...common,
      summary:
        'Mobile numbers, birth time and horoscope files of a profile I may see; needs an active subscription, the first download of a profile uses one download',
      errors: [400, 401, 402, 403, 404],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      downloadProfile(deps.db, urls, request.requireUser(), request.params.profileId),
  });

  app.route({
    ...operation('reportUnreachable', {
      ...common,
      summary:
        'The number of a profile I downloaded in the last 7 days does not answer: to the operator, once per download; a refund gives the download back',
      errors: [400, 401, 404, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      reportUnreachable(deps.db, request.requireUser(), request.params.profileId, request.body.reason),
  });

  app.route({
    ...operation('grantSubscription', {
      ...common,
      tags: ['admin'],
      summary:
        "Grant a member (by mobile_no or user_id) downloads for days, or extend the member's running subscription",
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'admin' },
    handler: async (request) => {
      const { mobile_no, user_id, downloads, days } = request.body;
      const target = mobile_no !== undefined ? { mobile: mobile_no } : { userId: user_id as number };
      const result = await grantSubscription(
        deps.db,
        target,
        { downloads, days },
        { via: 'admin', adminUserId: request.requireUser().id },
      );
      return {
        Status: 'Success' as const,
        Message: result.message,
        user_id: result.userId,
        extended: result.extended,
        subscription: toSubscription(result.subscription),
      };
    },
  });
}
