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
 * visitor opened (the Host header picks the domain); a member who sends their token is answered
 * as their search would be (`openlyListedIn`: their kind of member, nobody they are kept apart from).
 */
export function publicRoutes(app: App, deps: Deps): void {
  const { urls } = deps;
  const siteDomain = (hostname: string) => defaultDomainFor(deps.config, hostname);

  app.route({
    ...operation('featured', {
      tags: ['public'],
      summary: "Featured brides and grooms of the site's domain: name, age, city and thumbnail only",
    }),
    config: { auth: 'optional', compress: true },
    handler: async (request) => {
      const domain = siteDomain(request.hostname);
      const demosApart = await deps.siteKinds.demosApart(domain);
      return listFeatured(deps.db, urls, { domain, demosApart, reader: request.user });
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
    config: { auth: 'optional', compress: true },
    preHandler: rateLimit(app, deps.config.rateLimits, 'publicSearchPerIp', byAddress),
    handler: async (request) =>
      searchPublicProfiles(deps, siteDomain(request.hostname), request.user, request.body.date_of_birth),
  });
}
