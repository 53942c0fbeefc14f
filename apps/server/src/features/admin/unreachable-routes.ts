import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { resolveUnreachable } from './resolve-unreachable.js';
import { unreachablePage } from './unreachable-queries.js';

/** The operator's queue of numbers that did not answer (/admin/unreachable). */
export function unreachableRoutes(app: App, deps: Deps): void {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  app.route({
    ...operation('adminUnreachableList', {
      ...common,
      summary:
        'Reports of downloaded numbers that did not answer, newest first, 20 a page; status open, refunded or dismissed (all when left out)',
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin', compress: true },
    handler: async (request) => unreachablePage(deps.db, request.body.status, request.params.page),
  });

  app.route({
    ...operation('resolveUnreachable', {
      ...common,
      summary:
        "Resolve an open report: refund (the download no longer counts against the quota, the owner is asked to confirm the number; a profile's second refund puts it back in the review queue) or dismiss",
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) => ({
      Status: 'Success' as const,
      report: await resolveUnreachable(deps, request.requireUser().id, request.params.reportId, request.body),
    }),
  });
}
