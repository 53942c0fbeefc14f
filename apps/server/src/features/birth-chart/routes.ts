import type { FastifyReply } from 'fastify';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { keptBodyValidation } from '../../lib/kept-validation.js';
import { operation } from '../../lib/operation.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { writtenAnswers } from '../../lib/written-answers.js';
import { birthChartSvg } from './birth-chart-svg.js';
import { birthKey, computeBirthChart } from './compute-birth-chart.js';

// Lines and text only: nothing in the drawing runs, loads or submits, even opened on its own.
const CHART_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** The sky at birth computed from date, time and place (docs/decisions/036). */
export function birthChartRoutes(app: App, deps: Deps): void {
  // A step asks again for the same birth as it is filled, and the answer never changes: kept as the
  // route's schema wrote it (about 1 kB each).
  const sendWritten = writtenAnswers(4_000);
  const perMember = (request: { requireUser(): { id: number } }) => String(request.requireUser().id);

  app.route({
    ...operation('computeHoroscope', {
      tags: ['horoscope'],
      security: [{ bearer: [] }],
      summary:
        'Sidereal (Lahiri) longitudes of the Moon, lagna, Sun, planets and the mean node at a birth, the star, padham and raasi they give, the houses of Mars and whether they give the dosham as the member’s own site counts it, and what changes within 30 minutes of the time; from date, time and a place of GET /api/places (or latitude, longitude and time zone). Reads no profile',
      errors: [400, 401, 429],
    }),
    config: { auth: 'user' },
    // The body's check costs more than the rest of a kept answer: a birth asked again is not checked again.
    validatorCompiler: keptBodyValidation(4_000),
    preHandler: rateLimit(app, deps.config.rateLimits, 'birthChartsPerMember', perMember),
    handler: async (request, reply) => {
      const { domain } = request.requireUser();
      return sendWritten(reply, birthKey(request.body, domain), () =>
        computeBirthChart(request.body, domain),
      );
    },
  });

  const sendChart = (reply: FastifyReply, svg: string) =>
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('content-security-policy', CHART_CSP)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="chart.svg"')
      .send(svg);
  const chartSummary =
    "The raasi chart of a profile's birth as SVG (South Indian square or North Indian diamond; by default the profile's site's), the lagna and nine grahas named in `lang`. It tells the birth time to within hours: the owner and admins always, other members only once a download under their running subscription shows them the birth time (403), a profile they may not see 404";

  app.route({
    ...operation('birthChartSvg', {
      tags: ['horoscope'],
      security: [{ bearer: [] }],
      summary: chartSummary,
      produces: ['image/svg+xml'],
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'user' },
    handler: async (request, reply) =>
      sendChart(
        reply,
        await birthChartSvg(deps.db, request.requireUser(), { userId: request.params.userId }, request.query),
      ),
  });

  app.route({
    ...operation('profileChartSvg', {
      tags: ['horoscope'],
      security: [{ bearer: [] }],
      summary: `${chartSummary}. By the profile id the profile view gives`,
      produces: ['image/svg+xml'],
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'user' },
    handler: async (request, reply) =>
      sendChart(
        reply,
        await birthChartSvg(
          deps.db,
          request.requireUser(),
          { profileId: request.params.profileId },
          request.query,
        ),
      ),
  });
}
