import { PAGE_SIZE, type SearchFilters, searchFiltersSchema } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { type Search, searchCount, searchOf } from '../search/search-query.js';
import { CountCache } from './count-cache.js';
import { pageDb } from './index-walk.js';

// What makes a member search fast, kept apart from what a search returns (features/search): counts
// kept a while (count-cache.ts), a page sent to the pool that plans once when the kept counts show
// its walk of the search index is short (index-walk.ts, decision 008), rows read as one record each
// (record.ts). None of it changes what a search returns: index-walk.test.ts checks that both pools
// answer the same rows, record.test.ts that a record reads back as its columns would.

/** What a search runs on: the main pool, the index-walk pool (PostgreSQL only), the kept counts. */
export interface SearchSpeed {
  db: Db;
  /** PostgreSQL only: the pool that walks the search index (index-walk.ts). */
  indexWalkDb?: Db;
  counts: CountCache;
}

/**
 * How long a member search's count is reused: 30 s, and 5 minutes once it is 10,000 or more, where
 * a few more or fewer matches are lost in the number and counting them costs the most (70 ms for
 * 222,000 matches at 1,000,000 profiles); for as long again it is answered while a recount runs.
 */
const searchCountTtl = (count: number) => (count >= 10_000 ? 300_000 : 30_000);
// A count and its key (a few hundred bytes) for many filter sets: a few MB at most.
const SEARCH_COUNT_ENTRIES = 10_000;

/** The counts of one app's member searches. */
export function searchCounts(): CountCache {
  return new CountCache(searchCountTtl, SEARCH_COUNT_ENTRIES);
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

/** `searchCount`, kept a while where the search allows. */
export function keptCount(speed: SearchSpeed, search: Search): Promise<number> {
  const key = countKey(search);
  return key ? speed.counts.count(key, () => searchCount(speed.db, search)) : searchCount(speed.db, search);
}

/**
 * The count a page shows. A kept count may be minutes old; the rows never are. A page that is not
 * full is the last one, so it counts the matches exactly; a full one shows at least its own rows.
 */
export function countShown(kept: number, page: number, rows: number): number {
  const upToThisPage = (page - 1) * PAGE_SIZE + rows;
  if (rows === PAGE_SIZE) return Math.max(kept, upToThisPage);
  if (rows > 0 || page === 1) return upToThisPage;
  return kept;
}

const NO_FILTERS: SearchFilters = searchFiltersSchema.parse({});

const VERIFIED_ONLY: SearchFilters = { ...NO_FILTERS, verified_only: true };

/**
 * The pool for a member's page (index-walk.ts), from the kept counts of their search and of their
 * whole scope, which is their search with no filters. A scope not counted yet is counted behind
 * this request, for the next ones. "Verified only" walks the index of verified profiles, so its
 * scope is the verified ones the member may list.
 */
export function pageDbFor(speed: SearchSpeed, viewer: AuthUser, search: Search, page: number): Db {
  const key = countKey(search);
  if (!speed.indexWalkDb || key === undefined) return speed.db;
  const unfiltered = search.verifiedOnly ? VERIFIED_ONLY : NO_FILTERS;
  const scope = searchOf(viewer, unfiltered, search.photos, search.verifiedMask);
  const scopeKey = countKey(scope) as string;
  if (speed.counts.known(scopeKey) === undefined) keptCount(speed, scope).catch(() => undefined);
  return pageDb(speed, { matches: speed.counts.known(key), scope: speed.counts.known(scopeKey) }, page);
}
