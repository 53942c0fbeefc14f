import { PAGE_SIZE, type SearchFilters, type SearchResponse, searchFiltersSchema } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { noOwnStar, readOwnHoroscope } from '../horoscope/own-horoscope.js';
import { viewerMatches } from '../horoscope/viewer-matches.js';
import type { CountCache } from './count-cache.js';
import { pageDb } from './index-walk.js';
import { toListItem } from './profile-item.js';
import { type Search, searchCount, searchOf, searchPage } from './search-query.js';
import { assertMayLook, maySeePhotosOfOthers } from './visibility.js';

const ADMIN_HAS_NO_HOROSCOPE =
  'Horoscope matching compares a member’s own horoscope; an administrator has none to compare.';

export interface SearchDeps {
  db: Db;
  /** PostgreSQL only: the pool that walks the search index (index-walk.ts). */
  indexWalkDb?: Db;
  urls: MediaUrlSigner;
  counts: CountCache;
}

/**
 * `POST /api/profile/recent/{page}`: newest first, 20 a page, with the number of matches. A member
 * without a photo of their own sees no photos of others, and the answer says so (`photo_nudge`);
 * an admin always sees them.
 */
export async function searchProfiles(
  deps: SearchDeps,
  viewer: AuthUser,
  page: number,
  filters: SearchFilters,
): Promise<SearchResponse> {
  assertMayLook(viewer);
  const photos = maySeePhotosOfOthers(viewer);
  const search = searchOf(viewer, filters, photos);
  // The member's own chart scores every row, and the horoscope filter needs it before the query.
  const ownRead = search.admin ? Promise.resolve(undefined) : readOwnHoroscope(deps.db, viewer);
  if (filters.horoscope_match) {
    if (search.admin) throw new AppError('FORBIDDEN', ADMIN_HAS_NO_HOROSCOPE);
    const own = await ownRead;
    if (!own) throw noOwnStar();
    const matching = viewerMatches(own).matchingSet();
    search.horoscopeCodes = matching.literal;
    search.horoscopeSet = matching.id;
  }
  const [rows, count, own] = await Promise.all([
    searchPage(pageDbFor(deps, viewer, search, page), search, page),
    countOf(deps, search),
    ownRead,
  ]);
  const matches = own && viewerMatches(own);
  return {
    rows: rows.map((row) => toListItem(row, deps.urls, matches?.card(row) ?? null)),
    count: countShown(count, page, rows.length),
    photo_nudge: !photos,
  };
}

/**
 * The count a page shows. A kept count may be minutes old; the rows never are. A page that is not
 * full is the last one, so it counts the matches exactly; a full one shows at least its own rows.
 */
function countShown(kept: number, page: number, rows: number): number {
  const upToThisPage = (page - 1) * PAGE_SIZE + rows;
  if (rows === PAGE_SIZE) return Math.max(kept, upToThisPage);
  if (rows > 0 || page === 1) return upToThisPage;
  return kept;
}

/**
 * The key a member's count is kept under: the search without who asks, so members of a site and
 * gender share counts; a member in a block counts without the other side of it, so theirs is their
 * own. An admin's count and a shortlist's (which changes with a tap) are not kept.
 */
function countKey(search: Search): string | undefined {
  if (search.admin || search.shortlist) return undefined;
  // The horoscope filter's charts are named by their set (horoscopeSet), not written out again.
  const { viewerId, viewerProfileId: _profile, photos: _photos, horoscopeCodes: _codes, ...counted } = search;
  return JSON.stringify(search.inBlock ? { ...counted, viewerId } : counted);
}

function countOf(deps: SearchDeps, search: Search): Promise<number> {
  const key = countKey(search);
  return key ? deps.counts.count(key, () => searchCount(deps.db, search)) : searchCount(deps.db, search);
}

const NO_FILTERS: SearchFilters = searchFiltersSchema.parse({});

/**
 * The pool for a member's page (index-walk.ts), from the kept counts of their search and of their
 * whole scope, which is their search with no filters. A scope not counted yet is counted behind
 * this request, for the next ones.
 */
function pageDbFor(deps: SearchDeps, viewer: AuthUser, search: Search, page: number): Db {
  const key = countKey(search);
  if (!deps.indexWalkDb || key === undefined) return deps.db;
  const scope = searchOf(viewer, NO_FILTERS, search.photos);
  const scopeKey = countKey(scope) as string;
  if (deps.counts.known(scopeKey) === undefined) countOf(deps, scope).catch(() => undefined);
  return pageDb(deps, { matches: deps.counts.known(key), scope: deps.counts.known(scopeKey) }, page);
}
