import { PAGE_SIZE } from '@varmala/shared';
import type { Db } from '../../db/client.js';

/**
 * Which pool reads a member's search page (decision 008).
 *
 * A search page is "the newest 20 profiles that match". PostgreSQL can answer it two ways: walk the
 * search index (site, gender, newest first) and stop after 20 matches, or collect every match and
 * sort them. Walking is far cheaper when matches are common, sorting when they are rare, and only
 * the values say which. So the main pool plans every execution for its values, and planning costs
 * about as much as running the page.
 *
 * On PostgreSQL a second, small pool (`Database.indexWalkDb`) plans each statement once per
 * connection and can only walk. We send a page there when we already know the walk is short: from
 * the kept counts, a walk reads about `position × scope / matches` index entries (scope: every
 * profile the member may see; matches: those their filters keep). Up to 200 entries, a third of a
 * millisecond, walking once-planned beats planning. Anything else, or a count not kept yet, goes to
 * the main pool. Removing this file (and the pool) changes speed only, never results:
 * index-walk.test.ts checks both pools answer the same rows.
 */
const WALK_MAX_ENTRIES = 200;

export function walksSearchIndex(matches: number | undefined, scope: number | undefined, page: number) {
  if (matches === undefined || scope === undefined) return false;
  if (scope <= WALK_MAX_ENTRIES) return true;
  return matches > 0 && (page * PAGE_SIZE * scope) / matches <= WALK_MAX_ENTRIES;
}

export function pageDb(
  pools: { db: Db; indexWalkDb?: Db },
  counts: { matches: number | undefined; scope: number | undefined },
  page: number,
): Db {
  if (!pools.indexWalkDb) return pools.db;
  return walksSearchIndex(counts.matches, counts.scope, page) ? pools.indexWalkDb : pools.db;
}
