import { PAGE_SIZE, type SearchFilters, type SearchResponse, searchFiltersSchema } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { type SearchShape, type SearchValues, searchOf, shapeKey } from './filter-conditions.js';
import { toListItem } from './profile-item.js';
import { searchCount, searchCountByAge, searchPage } from './queries.js';
import type { SearchContext } from './search-context.js';
import { assertMayLook, maySeePhotosOfOthers } from './visibility.js';

// A member's age range is counted one year of age at a time, up to this many years.
const MAX_YEARS_COUNTED_APART = 30;

/** A member's count as kept by the count cache: the keys of its parts, and how to count those lacking. */
interface CountParts {
  keys: string[];
  count: (indexes: number[]) => Promise<number[]>;
}

/**
 * How a member's count without the shortlist filter is kept; undefined for an admin's, and for the
 * count of one's own shortlist (which changes with a tap): those are counted afresh. The viewer's id
 * is no part of a kept count's statement, so members share counts.
 *
 * An age range with both bounds is counted as the sum of its years of age (age 25: born after
 * this day 26 years ago, up to this day 25 years ago), each year kept on its own: the ranges 21-30,
 * 22-32 and 25-35 share eight of their years, so a site whose members ask for many ranges counts
 * each year of each filter set once, not every row of every range. The years a request lacks are
 * counted together, by one statement grouping the rows by year. The sum is exact: the years split
 * the range without overlap.
 */
function countParts(ctx: SearchContext, shape: SearchShape, values: SearchValues): CountParts | undefined {
  if (shape.admin || shape.shortlist) return undefined;
  const { viewerId: _viewer, fromAge, toAge, ...shared } = values;
  const counted = { ...shape, photos: false };
  const filtersKey = `${shapeKey(counted)}:${JSON.stringify(shared)}`;
  const rangeKey = (from: number | null, to: number | null) => `${filtersKey}:${from}:${to}`;
  if (fromAge === null || toAge === null || toAge - fromAge > MAX_YEARS_COUNTED_APART) {
    return {
      keys: [rangeKey(fromAge, toAge)],
      count: async () => [await searchCount(ctx.db, counted, values)],
    };
  }
  const ages = Array.from({ length: toAge - fromAge + 1 }, (_, i) => fromAge + i);
  return {
    keys: ages.map((age) => rangeKey(age, age)),
    count: async (indexes) => {
      const asked = indexes.map((i) => ages[i] as number);
      const byAge = await searchCountByAge(ctx.db, counted, {
        ...values,
        fromAge: asked[0] as number,
        toAge: asked[asked.length - 1] as number,
      });
      return asked.map((age) => byAge.get(age) ?? 0);
    },
  };
}

/** The number of matches: from the count cache for a member (`countParts`), else counted afresh. */
async function countMatches(
  ctx: SearchContext,
  shape: SearchShape,
  values: SearchValues,
  parts: CountParts | undefined,
): Promise<number> {
  if (!parts) return searchCount(ctx.db, shape, values);
  return sum(await Promise.all(ctx.counts.countEach(parts.keys, parts.count)));
}

const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);

/** A search with no filters, as the API reads one: every list empty, no ages. */
const NO_FILTERS: SearchFilters = searchFiltersSchema.parse({});

/**
 * The count of the viewer's whole scope (Approved profiles of their site and the opposite gender):
 * the count of their search with no filters, built as that search is, so kept under its very key.
 */
function scopeParts(ctx: SearchContext, viewer: AuthUser, showPhotos: boolean): CountParts | undefined {
  const { shape, values } = searchOf(viewer, NO_FILTERS, showPhotos);
  return countParts(ctx, shape, values);
}

/**
 * At most this many index entries are read by a page that walks the search index in page order
 * (`Database.indexWalkDb`), with a plan made once per connection: a third of a millisecond of the
 * database's time (1.6 µs an entry at 100,000 profiles), about what planning every execution for
 * its values costs.
 */
const WALK_MAX_ENTRIES = 200;

/**
 * Whether a page walks the search index: the walk reads about position × (profiles in scope /
 * matches) entries, and never more than the scope, so only when both counts are known and that is
 * small. Sparser matches, deeper pages and requests whose counts are not known yet are planned for
 * their values.
 */
export function walksSearchIndex(
  matches: number | undefined,
  scope: number | undefined,
  page: number,
): boolean {
  if (matches === undefined || scope === undefined) return false;
  if (scope <= WALK_MAX_ENTRIES) return true;
  return matches > 0 && (page * PAGE_SIZE * scope) / matches <= WALK_MAX_ENTRIES;
}

/**
 * Which database handle reads the page: the index-walk pool when the counts kept show the walk is
 * short, else the pool that plans every execution. A scope's count not kept yet is started here,
 * behind the request, for the next ones.
 */
function pageDb(
  ctx: SearchContext,
  viewer: AuthUser,
  showPhotos: boolean,
  page: number,
  parts: CountParts | undefined,
): Db {
  if (!ctx.indexWalkDb || !parts) return ctx.db;
  const scope = scopeParts(ctx, viewer, showPhotos);
  if (!scope) return ctx.db;
  const scopeCount = ctx.counts.known(scope.keys);
  if (!scopeCount) {
    // A failed count is not kept; the next request tries again.
    for (const counting of ctx.counts.countEach(scope.keys, scope.count)) counting.catch(() => undefined);
    return ctx.db;
  }
  const matches = ctx.counts.known(parts.keys);
  return walksSearchIndex(matches && sum(matches), sum(scopeCount), page) ? ctx.indexWalkDb : ctx.db;
}

/**
 * `POST /api/profile/recent/{page}`: newest first, 20 a page. A member without a photo of their own
 * sees no photos of others, and the answer says so (`photo_nudge`); an admin always sees them.
 */
export async function searchProfiles(
  ctx: SearchContext,
  viewer: AuthUser,
  page: number,
  filters: SearchFilters,
): Promise<SearchResponse> {
  assertMayLook(viewer);
  const showPhotos = maySeePhotosOfOthers(viewer);
  const { shape, values } = searchOf(viewer, filters, showPhotos);
  const parts = countParts(ctx, shape, values);
  const [rows, count] = await Promise.all([
    searchPage(pageDb(ctx, viewer, showPhotos, page, parts), shape, values, page),
    countMatches(ctx, shape, values, parts),
  ]);
  return {
    rows: rows.map((row) => toListItem(row, ctx.urls)),
    count,
    photo_nudge: !showPhotos,
  };
}
