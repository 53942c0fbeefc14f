import {
  featuredResponseSchema,
  marriagesResponseSchema,
  publicSearchRequestSchema,
  publicSearchResponseSchema,
} from '@varmala/shared';
import type { App } from '../../app-types.js';
import { defaultDomainFor } from '../../config.js';
import type { Deps } from '../../deps.js';
import { byAddress } from '../../lib/address-key.js';
import { rateLimit } from '../../lib/rate-limit.js';
import { errorResponses } from '../../plugins/error-handler.js';
import { listFeatured } from './featured.js';
import { listMarriages } from './marriages.js';
import { searchPublicProfiles } from './public-search.js';

/**
 * Public routes of the home page and the public profile search. Each answers for the site the
 * visitor opened (the Host header picks the domain), whoever is logged in.
 */
export function publicRoutes(app: App, deps: Deps): void {
  const { urls } = deps;
  const siteDomain = (hostname: string) => defaultDomainFor(deps.config, hostname);

  app.get(
    '/api/featured',
    {
      config: { auth: 'public', compress: true },
      schema: {
        tags: ['public'],
        summary: "Featured brides and grooms of the site's domain: name, age, city and thumbnail only",
        response: { 200: featuredResponseSchema },
      },
    },
    async (request) => listFeatured(deps.db, urls, siteDomain(request.hostname)),
  );

  app.get(
    '/api/marriages',
    {
      config: { auth: 'public', compress: true },
      schema: {
        tags: ['public'],
        summary: "The site's success-story photos with captions, newest first",
        response: { 200: marriagesResponseSchema },
      },
    },
    async (request) => listMarriages(deps.db, urls, siteDomain(request.hostname)),
  );

  app.post(
    '/api/public-profile',
    {
      config: { auth: 'public', compress: true },
      preHandler: rateLimit(app, deps.config.rateLimits, 'publicSearchPerIp', byAddress),
      schema: {
        tags: ['public'],
        summary:
          "Approved profiles of the site's domain born on a date (year-month-day): name, gender and city only. The site decides the domain; a `domain` sent is not used to widen it.",
        body: publicSearchRequestSchema,
        response: { 200: publicSearchResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => searchPublicProfiles(deps, siteDomain(request.hostname), request.body.date_of_birth),
  );
}
