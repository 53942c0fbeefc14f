import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { keepListed, relistProfile } from './keep-listed.js';

/** Gone quiet, paused with warning (issue 55): the warning's one-click link, and relisting after login. */
export function idleRoutes(app: App, deps: Deps): void {
  app.route({
    ...operation('keepListed', {
      tags: ['idle'],
      summary:
        'The one-click link of the idle warning mail (no login): my profile counts as used today and, if paused for inactivity, is listed again. Once, for 14 days',
      errors: [400, 409],
    }),
    config: { auth: 'public' },
    handler: async (request) => keepListed(deps.db, request.body.token),
  });

  app.route({
    ...operation('relistProfile', {
      tags: ['idle'],
      security: [{ bearer: [] }],
      summary: 'List my profile again after it was paused for inactivity',
      errors: [401, 403, 409],
    }),
    config: { auth: 'user' },
    handler: async (request) => relistProfile(deps.db, request.requireUser().id),
  });
}
