import type { App } from '../../app-types.js';
import { defaultDomainFor } from '../../config.js';
import type { Deps } from '../../deps.js';
import { byAddress } from '../../lib/address-key.js';
import { operation } from '../../lib/operation.js';
import { rateLimit } from '../../lib/rate-limit.js';
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

  app.route({
    ...operation('featured', {
      tags: ['public'],
      summary: "Featured brides and grooms of the site's domain: name, age, city and thumbnail only",
    }),
    config: { auth: 'public', compress: true },
    handler: async (request) => {
      const domain = siteDomain(request.hostname);
      return listFeatured(deps.db, urls, domain, await deps.siteKinds.demosApart(domain));
    },
  });

  app.route({
    ...operation('marriages', {
      tags: ['public'],
      summary: "The site's success-story photos with captions, newest first",
    }),
    config: { auth: 'public', compress: true },
    handler: async (request) => listMarriages(deps.db, urls, siteDomain(request.hostname)),
  });

  app.route({
    ...operation('publicSearch', {
      tags: ['public'],
      summary:
        "Approved profiles of the site's domain born on a date (year-month-day): name, gender and city only. The site decides the domain; a `domain` sent is not used to widen it.",
      errors: [400, 429],
    }),
    config: { auth: 'public', compress: true },
    preHandler: rateLimit(app, deps.config.rateLimits, 'publicSearchPerIp', byAddress),
    handler: async (request) =>
      searchPublicProfiles(deps, siteDomain(request.hostname), request.body.date_of_birth),
  });
}
