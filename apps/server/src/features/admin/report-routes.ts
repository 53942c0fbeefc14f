import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { listReports } from './list-reports.js';
import { resolveReport } from './resolve-report.js';

/** The operator's queue of the members' reports (/admin/reports). */
export function reportRoutes(app: App, deps: Deps): void {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  app.route({
    ...operation('adminReportList', {
      ...common,
      summary:
        "Members' reports, newest first, 20 a page; status open, dismissed or rejected (all when left out); each with the reported profile's status and its open reports",
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin', compress: true },
    handler: async (request) => listReports(deps.db, request.params.page, request.body.status),
  });

  app.route({
    ...operation('resolveReport', {
      ...common,
      summary:
        'Resolve an open report: dismiss it, or reject the reported profile (status 500, with the reason its member is told and an optional note for operators), which closes its other open reports too',
      errors: [400, 401, 403, 404, 409],
    }),
    config: { auth: 'admin' },
    handler: async (request) => ({
      Status: 'Success' as const,
      report: await resolveReport(deps, request.requireUser().id, request.params.reportId, request.body),
    }),
  });
}
