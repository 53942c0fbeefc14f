import { PAGE_SIZE } from '@varmala/shared';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { walksSearchIndex } from './index-walk.js';
import type { Search } from './search-of.js';
import { type ItemRow, runSearch } from './search-query.js';

// Nothing here changes what a search returns (index-walk.test.ts checks both pools answer the same rows).

/** A large count can be older: its relative error is the same. */
export type CountTtl = (count: number) => number;

/** `shown` may be a count under way: wait for it. */
export interface CountTaken {
  shown: number | Promise<number> | undefined;
  recount: boolean;
}

/**
 * The count visits every match while the page reads 20, and members share filters, so a count up to
 * `ttl(count)` old is shown; rows are always read fresh. In its second ttl it is answered at once and
 * recounted behind the answer (stale-while-revalidate); past that the request waits.
 */
export class CountCache {
  private readonly counts: LRUCache<string, number>;
  private readonly counting = new Map<string, Promise<number>>();

  constructor(
    private readonly ttl: CountTtl,
    maxEntries: number,
    now: () => number = Date.now,
  ) {
    this.counts = new LRUCache({
      max: maxEntries,
      ttl: ttl(0),
      perf: { now },
      ttlResolution: 0,
      allowStale: true,
      noDeleteOnStaleGet: true,
    });
  }

  take(key: string): CountTaken {
    this.dropIfTooOld(key);
    const kept = this.counts.get(key, { allowStale: true });
    const counting = this.counting.get(key);
    if (kept === undefined) return { shown: counting, recount: counting === undefined };
    return { shown: kept, recount: counting === undefined && this.counts.getRemainingTTL(key) < 0 };
  }

  /** Requests meanwhile share it; a failed one is not kept. */
  keep(key: string, counting: Promise<number>): Promise<number> {
    this.counting.set(key, counting);
    // Settled in the callbacks that run first, so no later request sees it as under way.
    counting.then(
      (count) => {
        this.counting.delete(key);
        this.counts.set(key, count, { ttl: this.ttl(count) });
      },
      () => this.counting.delete(key),
    );
    return counting;
  }

  /** Counting nothing: for choosing how to read rows. */
  known(key: string): number | undefined {
    this.dropIfTooOld(key);
    return this.counts.peek(key, { allowStale: true });
  }

  get size(): number {
    return this.counts.size;
  }

  private dropIfTooOld(key: string): void {
    const count = this.counts.peek(key, { allowStale: true });
    if (count !== undefined && this.counts.getRemainingTTL(key) <= -this.ttl(count)) this.counts.delete(key);
  }
}

export interface SearchSpeed {
  db: Db;
  indexWalkDb?: Db;
  counts: CountCache;
}

/**
 * 5 minutes from 10,000 on: a few matches more or fewer are lost in the number, and counting costs
 * the most (70 ms for 222,000 matches at 1,000,000 profiles).
 */
const searchCountTtl = (count: number) => (count >= 10_000 ? 300_000 : 30_000);
// A few hundred bytes each: a few MB at most.
const SEARCH_COUNT_ENTRIES = 10_000;

export function searchCounts(): CountCache {
  return new CountCache(searchCountTtl, SEARCH_COUNT_ENTRIES);
}

/**
 * Without who asks, so members of a site and gender share counts; a member in a block counts alone.
 * An admin's count and a shortlist's (which changes with a tap) are not kept.
 */
function countKey(search: Search): string | undefined {
  if (search.admin || search.shortlist) return undefined;
  const { viewerId, viewerProfileId: _profile, photos: _photos, horoscopeCodes: _codes, ...counted } = search;
  return JSON.stringify(search.inBlock ? { ...counted, viewerId } : counted);
}

/** "Verified only" walks the index of verified profiles, so its scope is the verified ones. */
export function scopeOf(search: Search): Search {
  return {
    ...search,
    community: [],
    state: [],
    education: [],
    annualIncome: [],
    maritalStatus: [],
    birthStar: [],
    fromAge: null,
    toAge: null,
    shortlist: false,
    namePattern: null,
    midPattern: null,
    horoscopeCodes: null,
    horoscopeSet: null,
    marsDosham: null,
    marsHouses: null,
  };
}

/** A page that is not full is the last, so it counts exactly; a full one shows at least its own rows. */
export function countShown(kept: number, page: number, rows: number): number {
  const upToThisPage = (page - 1) * PAGE_SIZE + rows;
  if (rows === PAGE_SIZE) return Math.max(kept, upToThisPage);
  if (rows > 0 || page === 1) return upToThisPage;
  return kept;
}

const NOT_KEPT: CountTaken = { shown: undefined, recount: true };

/**
 * The page goes to the index-walk pool when the kept counts of the search and its scope show the walk
 * is short (decision 008); an uncounted scope is counted beside this request, for the next ones.
 */
export async function readSearch(
  speed: SearchSpeed,
  search: Search,
  page: number,
): Promise<{ rows: ItemRow[]; count: number }> {
  const key = countKey(search);
  const own = key === undefined ? NOT_KEPT : speed.counts.take(key);
  const scope = key !== undefined && speed.indexWalkDb ? scopeOf(search) : undefined;
  const scopeKey = scope && countKey(scope);
  const scopeTaken = scopeKey === undefined ? undefined : speed.counts.take(scopeKey);
  const countScope = scopeKey !== key && scopeTaken?.shown === undefined && scopeTaken?.recount === true;
  const walk =
    scopeKey !== undefined &&
    walksSearchIndex(speed.counts.known(key as string), speed.counts.known(scopeKey), page);

  const started = runSearch(
    { page: walk && speed.indexWalkDb ? speed.indexWalkDb : speed.db, count: speed.db },
    search,
    page,
    [own.recount ? search : undefined, countScope ? scope : undefined],
  );
  const [ownCount, scopeCount] = started.counts;
  const counted = key !== undefined && ownCount ? speed.counts.keep(key, ownCount) : ownCount;
  if (scopeKey !== undefined && scopeCount) speed.counts.keep(scopeKey, scopeCount);
  const [rows, kept] = await Promise.all([started.rows, own.shown ?? (counted as Promise<number>)]);
  return { rows, count: countShown(kept, page, rows.length) };
}
