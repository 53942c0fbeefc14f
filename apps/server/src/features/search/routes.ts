import {
  pageParamsSchema,
  profileIdParamsSchema,
  profileViewSchema,
  searchFiltersSchema,
  searchResponseSchema,
  shortlistRequestSchema,
  successBodySchema,
} from '@varmala/shared';
import type { App } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { errorResponses } from '../../plugins/error-handler.js';
import { CountCache } from './count-cache.js';
import { type SearchDeps, searchProfiles } from './search-profiles.js';
import { addToShortlist, removeFromShortlist } from './shortlist.js';
import { viewProfile } from './view-profile.js';
import { countLooks } from './visibility.js';

/**
 * How long a member search's count is reused: 30 s, and 5 minutes once it is 10,000 or more, where
 * a few more or fewer matches are lost in the number and counting them costs the most (70 ms for
 * 222,000 matches at 1,000,000 profiles); for as long again it is answered while a recount runs.
 */
const searchCountTtl = (count: number) => (count >= 10_000 ? 300_000 : 30_000);
// A count and its key (a few hundred bytes) for many filter sets: a few MB at most.
const SEARCH_COUNT_ENTRIES = 10_000;

export function searchRoutes(app: App, deps: Deps): void {
  const search: SearchDeps = {
    db: deps.db,
    indexWalkDb: deps.database.indexWalkDb,
    urls: deps.urls,
    counts: new CountCache(searchCountTtl, SEARCH_COUNT_ENTRIES),
  };
  const common = { tags: ['search'], security: [{ bearer: [] }] };

  app.post(
    '/api/profile/recent/:page',
    {
      config: { auth: 'user', compress: true },
      preHandler: countLooks(app, deps.config.rateLimits, 'searchPagesPerMember'),
      schema: {
        ...common,
        summary:
          "Search: other members' Approved profiles of my domain and the opposite gender, newest first, 20 a page (admin: all profiles)",
        params: pageParamsSchema,
        body: searchFiltersSchema,
        response: { 200: searchResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => searchProfiles(search, request.requireUser(), request.params.page, request.body),
  );

  app.get(
    '/api/profile/view/:profileId',
    {
      config: { auth: 'user', compress: true },
      preHandler: countLooks(app, deps.config.rateLimits, 'profileViewsPerMember'),
      schema: {
        ...common,
        summary: 'A profile I may see, without contact details, birth time or horoscope files',
        params: profileIdParamsSchema,
        response: { 200: profileViewSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => viewProfile(deps.db, deps.urls, request.requireUser(), request.params.profileId),
  );

  app.post(
    '/api/profile/shortlist',
    {
      config: { auth: 'user' },
      schema: {
        ...common,
        summary: 'Add a profile I may see to my shortlist (adding twice is harmless)',
        body: shortlistRequestSchema,
        response: { 200: successBodySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await addToShortlist(deps.db, request.requireUser(), request.body.profile_id);
      return { Status: 'Success' as const };
    },
  );

  app.delete(
    '/api/profile/shortlist',
    {
      config: { auth: 'user' },
      schema: {
        ...common,
        summary: 'Remove a profile from my shortlist (removing twice is harmless)',
        body: shortlistRequestSchema,
        response: { 200: successBodySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeFromShortlist(deps.db, request.requireUser(), request.body.profile_id);
      return { Status: 'Success' as const };
    },
  );
}
