import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { countLooks } from '../access/who-may-look.js';
import { matchProfile } from './match-profile.js';
import { describeRule, readSiteMatchRule, saveSiteMatchRule } from './site-match-rule.js';

/** The horoscope match of a profile, and the operator's rule for each site. */
export function horoscopeRoutes(app: App, deps: Deps): void {
  const security = [{ bearer: [] }];

  app.route({
    ...operation('profileMatch', {
      tags: ['search'],
      security,
      summary:
        "The verdict of my site's rule, the ten poruthams and the 36-point Guna Milan between my horoscope and a profile's I may see, bride to groom, from star, padham and raasi only (409 when I have no birth star, or the profile is of my own gender)",
      errors: [400, 401, 403, 404, 409, 429],
    }),
    config: { auth: 'user' },
    // Counted like views: without a limit, the panel's route would walk every profile id unhindered.
    preHandler: countLooks(app, deps.config.rateLimits, 'profileMatchesPerMember'),
    handler: async (request) =>
      matchProfile(deps.db, deps.horoscopes, request.requireUser(), request.params.profileId),
  });

  app.route({
    ...operation('readMatchRule', {
      tags: ['admin'],
      security,
      summary:
        "A site's horoscope rule: what decides (gunas or poruthams), the guna minimum and blocking doshas, the mandatory poruthams and how many of ten must match, and the variant of each disputed porutham (default: the admin's own site)",
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin' },
    handler: async (request) =>
      readSiteMatchRule(deps.db, request.query.domain ?? request.requireUser().domain),
  });

  app.route({
    ...operation('saveMatchRule', {
      tags: ['admin'],
      security,
      summary: "Set a site's horoscope rule (the whole rule); recorded in the admin audit log",
      errors: [400, 401, 403],
    }),
    config: { auth: 'admin' },
    handler: async (request) => {
      const { domain, rule } = request.body;
      const saved = await saveSiteMatchRule(deps.db, domain, rule, {
        via: 'admin',
        adminUserId: request.requireUser().id,
      });
      // At once on this instance; the others (and this one again) drop theirs on the notice.
      deps.horoscopes.forgetRules();
      return { Status: 'Success' as const, Message: describeRule(domain, saved.rule), ...saved };
    },
  });
}
