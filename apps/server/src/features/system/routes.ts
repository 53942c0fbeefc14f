import { healthResponseSchema } from '@varmala/shared';
import type { App } from '../../app-types.js';
import { defaultDomainFor } from '../../config.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { operation } from '../../lib/operation.js';
import { errorResponses } from '../../plugins/error-handler.js';

export function systemRoutes(app: App, deps: Deps): void {
  app.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness with the database: 200 when it answers, 503 otherwise',
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await deps.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database did not answer');
        throw new AppError('UNAVAILABLE', 'The database is not answering.');
      }
      return { status: 'ok' as const };
    },
  );

  app.route({
    ...operation('publicConfig', {
      tags: ['system'],
      summary:
        "The site's public settings: community domain, the operator's WhatsApp number and support e-mail, app link",
    }),
    config: { auth: 'public' },
    handler: async (request) => ({
      domain: defaultDomainFor(deps.config, request.hostname),
      whatsapp_number: deps.config.whatsappNumber ?? null,
      support_email: deps.config.supportEmail ?? null,
      android_app_url: deps.config.androidAppUrl ?? null,
      analytics_tag: deps.config.analyticsTag ?? null,
    }),
  });
}
