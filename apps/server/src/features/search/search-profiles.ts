import type { SearchFilters, SearchResponse } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import { type SearchShape, type SearchValues, searchOf, shapeKey } from './filter-conditions.js';
import { toListItem } from './profile-item.js';
import { searchCount, searchCountByAge, searchPage } from './queries.js';
import type { SearchContext } from './search-context.js';
import { maySeePhotosOfOthers } from './visibility.js';

// A member's age range is counted one year of age at a time, up to this many years.
const MAX_YEARS_COUNTED_APART = 30;

/**
 * The number of matches. A member's count without the shortlist filter comes from the count cache;
 * an admin's, and the count of one's own shortlist (which changes with a tap), are counted afresh.
 * The viewer's id is no part of a cached count's statement, so members share counts.
 *
 * An age range with both bounds is counted as the sum of its years of age (age 25: born after
 * this day 26 years ago, up to this day 25 years ago), each year kept on its own: the ranges 21-30,
 * 22-32 and 25-35 share eight of their years, so a site whose members ask for many ranges counts
 * each year of each filter set once, not every row of every range. The years a request lacks are
 * counted together, by one statement grouping the rows by year. The sum is exact: the years split
 * the range without overlap.
 */
async function countMatches(ctx: SearchContext, shape: SearchShape, values: SearchValues): Promise<number> {
  if (shape.admin || shape.shortlist) return searchCount(ctx.db, shape, values);
  const { viewerId: _viewer, fromAge, toAge, ...shared } = values;
  const counted = { ...shape, photos: false };
  const filtersKey = `${shapeKey(counted)}:${JSON.stringify(shared)}`;
  const rangeKey = (from: number | null, to: number | null) => `${filtersKey}:${from}:${to}`;
  if (fromAge === null || toAge === null || toAge - fromAge > MAX_YEARS_COUNTED_APART) {
    return ctx.counts.count(rangeKey(fromAge, toAge), () => searchCount(ctx.db, counted, values));
  }
  const ages = Array.from({ length: toAge - fromAge + 1 }, (_, i) => fromAge + i);
  const years = ctx.counts.countEach(
    ages.map((age) => rangeKey(age, age)),
    async (indexes) => {
      const asked = indexes.map((i) => ages[i] as number);
      const byAge = await searchCountByAge(ctx.db, counted, {
        ...values,
        fromAge: asked[0] as number,
        toAge: asked[asked.length - 1] as number,
      });
      return asked.map((age) => byAge.get(age) ?? 0);
    },
  );
  let total = 0;
  for (const year of await Promise.all(years)) total += year;
  return total;
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
  const showPhotos = maySeePhotosOfOthers(viewer);
  const { shape, values } = searchOf(viewer, filters, showPhotos);
  const [rows, count] = await Promise.all([
    searchPage(ctx.db, shape, values, page),
    countMatches(ctx, shape, values),
  ]);
  return {
    rows: rows.map((row) => toListItem(row, ctx.urls)),
    count,
    photo_nudge: !showPhotos,
  };
}
