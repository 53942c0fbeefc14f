import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { operation } from '../../lib/operation.js';
import {
  readNotificationSettings,
  saveNotificationSettings,
  turnEmailOff,
} from '../events/member-settings.js';
import { verifyUnsubscribeToken } from '../events/unsubscribe-token.js';
import { listNotifications, markNotificationsRead } from './list-notifications.js';
import { addPushSubscription, deletePushSubscription } from './push-subscriptions.js';
import type { VapidKeys } from './vapid.js';

/** A member's notices, their choice of mail and push, and the one-click unsubscribe of every mail. */
export function notificationRoutes(app: App, deps: Deps, vapid: VapidKeys): void {
  const common = { tags: ['notifications'], security: [{ bearer: [] }] };

  app.route({
    ...operation('notificationList', {
      ...common,
      summary: 'My notices, newest first, and how many are unread',
      errors: [400, 401],
    }),
    config: { auth: 'user' },
    handler: async (request) => listNotifications(deps.db, request.requireUser().id, request.params.page),
  });

  app.route({
    ...operation('markNotificationsRead', {
      ...common,
      summary: 'Mark some of my notices, or all, as read',
      errors: [400, 401],
    }),
    config: { auth: 'user' },
    handler: async (request) => markNotificationsRead(deps.db, request.requireUser().id, request.body),
  });

  app.route({
    ...operation('readNotificationSettings', {
      ...common,
      summary: 'When I get notices by e-mail, and whether by push',
      errors: [401],
    }),
    config: { auth: 'user' },
    handler: async (request) => readNotificationSettings(deps.db, request.requireUser().id),
  });

  app.route({
    ...operation('saveNotificationSettings', {
      ...common,
      summary: 'Choose instant, daily, weekly or no e-mails, and push on or off',
      errors: [400, 401],
    }),
    config: { auth: 'user' },
    handler: async (request) => saveNotificationSettings(deps.db, request.requireUser().id, request.body),
  });

  app.route({
    ...operation('addPushSubscription', {
      ...common,
      summary: "This browser shows my notices (the browser's PushSubscription)",
      errors: [400, 401],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      addPushSubscription(deps.db, request.requireUser().id, request.body, deps.config.pushServiceHosts),
  });

  app.route({
    ...operation('deletePushSubscription', {
      ...common,
      summary: 'This browser stops showing my notices',
      errors: [400, 401, 404],
    }),
    config: { auth: 'user' },
    handler: async (request) =>
      deletePushSubscription(deps.db, request.requireUser().id, request.body.endpoint),
  });

  app.route({
    ...operation('pushKey', { tags: ['notifications'], summary: "The server's Web Push (VAPID) public key" }),
    config: { auth: 'public' },
    handler: async () => ({ public_key: vapid.publicKey }),
  });

  // A mail client's one-click unsubscribe (RFC 8058) posts a form body; it is accepted and not read.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    scope.route({
      ...operation('unsubscribeEmail', {
        tags: ['notifications'],
        summary: 'Turn e-mail notices off with the signed link of a mail, without logging in (RFC 8058)',
        errors: [400],
      }),
      config: { auth: 'public' },
      handler: async (request) => {
        const userId = verifyUnsubscribeToken(deps.config.jwtSecret, request.query.token);
        if (userId === undefined) throw new AppError('BAD_REQUEST', 'unsubscribeLinkInvalid');
        await turnEmailOff(deps.db, userId);
        return { Status: 'Success' as const };
      },
    });
  });
}
