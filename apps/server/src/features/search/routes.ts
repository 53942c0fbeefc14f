import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { operation } from '../../lib/operation.js';
import { badgeMaskOf } from '../access/badges.js';
import { countLooks } from '../access/who-may-look.js';
import { type SearchDeps, searchProfiles } from './search-profiles.js';
import { searchCounts } from './search-speed.js';
import { addToShortlist, removeFromShortlist } from './shortlist.js';
import { viewProfile } from './view-profile.js';

export function searchRoutes(app: App, deps: Deps): void {
  const search: SearchDeps = {
    db: deps.db,
    indexWalkDb: deps.database.indexWalkDb,
    urls: deps.urls,
    horoscopes: deps.horoscopes,
    counts: searchCounts(),
    verifiedMask: badgeMaskOf(deps.config.verifiedKinds),
  };
  const common = { tags: ['search'], security: [{ bearer: [] }] };

  app.route({
    ...operation('searchProfiles', {
      ...common,
      summary:
        "Search: other members' Approved profiles of my domain and the opposite gender, newest first, 20 a page (admin: all profiles)",
      errors: [400, 401, 403, 409, 429],
    }),
    config: { auth: 'user', compress: true },
    preHandler: countLooks(app, deps.config.rateLimits, 'searchPagesPerMember'),
    handler: async (request) =>
      searchProfiles(search, request.requireUser(), request.params.page, request.body),
  });

  app.route({
    ...operation('viewProfile', {
      ...common,
      summary: 'A profile I may see, without contact details, birth time or horoscope files',
      errors: [400, 401, 403, 404, 429],
    }),
    config: { auth: 'user', compress: true },
    preHandler: countLooks(app, deps.config.rateLimits, 'profileViewsPerMember'),
    handler: async (request) =>
      viewProfile(deps.db, deps.urls, request.requireUser(), request.params.profileId),
  });

  app.route({
    ...operation('addToShortlist', {
      ...common,
      summary: 'Add a profile I may see to my shortlist (adding twice is harmless)',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      await addToShortlist(deps.db, request.requireUser(), request.body.profile_id);
      return { Status: 'Success' as const };
    },
  });

  app.route({
    ...operation('removeFromShortlist', {
      ...common,
      summary: 'Remove a profile from my shortlist (removing twice is harmless)',
      errors: [400, 401, 403, 404],
    }),
    config: { auth: 'user' },
    handler: async (request) => {
      await removeFromShortlist(deps.db, request.requireUser(), request.body.profile_id);
      return { Status: 'Success' as const };
    },
  });
}
