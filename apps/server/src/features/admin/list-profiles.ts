import type { AdminProfileFilters, AdminProfileListResponse } from '@varmala/shared';
import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { HAS_CHANGES_WAITING } from '../profiles/review-after-approval.js';
import { toAdminProfileRow } from './profile-row.js';
import { adminProfilePageQuery } from './queries.js';

/** Member ids to look for: a bare number is tried as a groom's and as a bride's id. */
function midCandidates(typed: readonly string[]): string[] {
  return typed.flatMap((mid) => (/^\d+$/.test(mid) ? [`MM${mid}`, `MF${mid}`] : [mid]));
}

function filterConditions(filters: AdminProfileFilters): SQL | undefined {
  const mids = midCandidates(filters.mid);
  return and(
    filters.domain.length > 0 ? inArray(profiles.domain, filters.domain) : undefined,
    filters.date_of_birth.length > 0 ? inArray(profiles.dateOfBirth, filters.date_of_birth) : undefined,
    mids.length > 0 ? inArray(profiles.mid, mids) : undefined,
    filters.pending ? HAS_CHANGES_WAITING : undefined,
  );
}

/** `POST /api/admin/profile/list/{page}`: every profile, whatever its status, newest first. */
export async function listAdminProfiles(
  db: Db,
  page: number,
  filters: AdminProfileFilters,
): Promise<AdminProfileListResponse> {
  const where = filterConditions(filters);
  const [rows, [counted]] = await Promise.all([
    adminProfilePageQuery(db, where, page),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return { rows: rows.map(toAdminProfileRow), count: counted?.n ?? 0 };
}
