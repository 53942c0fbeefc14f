import type { SearchFilters, SearchResponse } from '@varmala/shared';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { basicDetailsMissing } from '../profiles/ownership.js';
import { filterConditions } from './filter-conditions.js';
import { photosByProfile, toListItem } from './profile-item.js';
import { countProfiles, findOwnGender, photoRowsOf, searchPageQuery } from './queries.js';
import type { SearchContext } from './search-context.js';
import { approvedIn, maySeePhotosOfOthers } from './visibility.js';

const ADMIN_FILTER_ONLY = 'Only an administrator can search by name or domain.';

/** Which profiles a search may return before any filter: a member's matches, or everything for an admin. */
async function searchScope(ctx: SearchContext, viewer: AuthUser, filters: SearchFilters) {
  if (viewer.role === 'ADMIN') return filters.domain ? eq(profiles.domain, filters.domain) : undefined;
  if (filters.name || filters.domain) throw new AppError('FORBIDDEN', ADMIN_FILTER_ONLY);
  const gender = await findOwnGender(ctx.db, viewer.id);
  if (!gender) throw basicDetailsMissing();
  return and(
    approvedIn(viewer.domain),
    eq(profiles.gender, gender === 'Male' ? 'Female' : 'Male'),
    ne(profiles.userId, viewer.id),
  );
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
  const where = and(await searchScope(ctx, viewer, filters), ...filterConditions(filters, viewer.id)) as
    | SQL
    | undefined;
  const [rows, count, showPhotos] = await Promise.all([
    searchPageQuery(ctx.db, where, viewer.id, page),
    countProfiles(ctx.db, where),
    maySeePhotosOfOthers(ctx.db, viewer),
  ]);
  const photos =
    showPhotos && rows.length > 0
      ? photosByProfile(
          await photoRowsOf(
            ctx.db,
            rows.map((row) => row.id),
          ),
          ctx.urls,
        )
      : new Map();
  return {
    rows: rows.map((row) => toListItem(row, photos.get(row.id) ?? [])),
    count,
    photo_nudge: !showPhotos,
  };
}
