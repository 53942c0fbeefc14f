import { healthResponseSchema } from '@varmala/shared';
import type { App } from '../../app-types.js';
import { defaultDomainFor } from '../../config.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { operation } from '../../lib/operation.js';
import { errorResponses } from '../../plugins/error-handler.js';
import { checkReadiness } from './readiness.js';

export function systemRoutes(app: App, deps: Deps): void {
  app.get(
    '/api/health/live',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness: 200 while the process answers, whatever its database and services do',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        summary:
          'Readiness: 200 when the database answers, and Redis and the object storage when configured; 503 saying what does not (and, for Redis, which limits refuse and which let requests through)',
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async (request) => {
      const { problems, errors } = await checkReadiness(deps);
      if (problems.length > 0) {
        request.log.warn({ errors }, 'health check: not ready');
        throw new AppError('UNAVAILABLE', 'notReady', { params: { problems: problems.join(' ') } });
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
      upi_payments: deps.config.upiVpa !== undefined,
    }),
  });
}
