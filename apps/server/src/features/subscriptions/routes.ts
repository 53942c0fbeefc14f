import {
  downloadListResponseSchema,
  downloadResponseSchema,
  grantSubscriptionRequestSchema,
  grantSubscriptionResponseSchema,
  pageParamsSchema,
  profileIdParamsSchema,
  subscriptionSchema,
} from '@varmala/shared';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { errorResponses } from '../../plugins/error-handler.js';
import { downloadProfile } from './download-profile.js';
import { grantSubscription } from './grant-subscription.js';
import { listDownloads } from './list-downloads.js';
import { readSubscription } from './read-subscription.js';
import { toSubscription } from './subscription-summary.js';

export function subscriptionRoutes(app: App, deps: Deps): void {
  const { urls } = deps;
  const common = { tags: ['subscriptions'], security: [{ bearer: [] }] };

  app.get(
    '/api/subscription',
    {
      config: { auth: 'user' },
      schema: {
        ...common,
        summary: 'My active subscription (402 SUBSCRIPTION_REQUIRED without one)',
        response: { 200: subscriptionSchema, ...errorResponses(401, 402) },
      },
    },
    async (request) => readSubscription(deps.db, request.requireUser().id),
  );

  app.get(
    '/api/subscription/download/list/:page',
    {
      config: { auth: 'user', compress: true },
      schema: {
        ...common,
        summary: 'Profiles I have downloaded, newest first, 20 a page',
        params: pageParamsSchema,
        response: { 200: downloadListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listDownloads(deps.db, request.requireUser().id, request.params.page),
  );

  app.get(
    '/api/profile/download/:profileId',
    {
      config: { auth: 'user' },
      schema: {
        ...common,
        summary:
          'Mobile numbers, birth time and horoscope files of a profile I may see; needs an active subscription, the first download of a profile uses one download',
        params: profileIdParamsSchema,
        response: { 200: downloadResponseSchema, ...errorResponses(400, 401, 402, 403, 404) },
      },
    },
    async (request) => downloadProfile(deps.db, urls, request.requireUser(), request.params.profileId),
  );

  app.post(
    '/api/admin/subscription',
    {
      config: { auth: 'admin' },
      schema: {
        ...common,
        tags: ['admin'],
        summary:
          "Grant a member (by mobile_no or user_id) downloads for days, or extend the member's running subscription",
        body: grantSubscriptionRequestSchema,
        response: { 200: grantSubscriptionResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
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
  );
}
