import type { SearchFilters, SearchResponse } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import { type SearchShape, type SearchValues, searchOf, shapeKey } from './filter-conditions.js';
import { toListItem } from './profile-item.js';
import { searchCount, searchPage } from './queries.js';
import type { SearchContext } from './search-context.js';
import { maySeePhotosOfOthers } from './visibility.js';

/**
 * The number of matches. A member's count without the shortlist filter comes from the count cache;
 * an admin's, and the count of one's own shortlist (which changes with a tap), are counted afresh.
 * The viewer's id is no part of a cached count's statement, so members share counts.
 */
function countMatches(ctx: SearchContext, shape: SearchShape, values: SearchValues): Promise<number> {
  if (shape.admin || shape.shortlist) return searchCount(ctx.db, shape, values);
  const { viewerId: _viewer, ...shared } = values;
  const key = `${shapeKey({ ...shape, photos: false })}:${JSON.stringify(shared)}`;
  return ctx.counts.count(key, () => searchCount(ctx.db, shape, values));
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
