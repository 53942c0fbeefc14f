import type { AdminProfileFilters, AdminProfileListResponse } from '@varmala/shared';
import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema.js';
import { HAS_CHANGES_WAITING } from '../profiles/review-after-approval.js';
import { toAdminProfileRow } from './profile-row.js';
import { adminProfilePageQuery, IS_WAITING } from './queries.js';

/** Member ids to look for: a bare number is tried as a groom's and as a bride's id. */
function midCandidates(typed: readonly string[]): string[] {
  return typed.flatMap((mid) => (/^\d+$/.test(mid) ? [`MM${mid}`, `MF${mid}`] : [mid]));
}

/** Part of a name as typed, matched literally: `%` and `_` are letters here, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The account's login mobile, or one of the numbers on the profile. */
function hasMobile(mobile: string): SQL {
  return or(
    inArray(profiles.userId, sql`(select ${users.id} from ${users} where ${eq(users.mobile, mobile)})`),
    sql`${mobile} = any(${profiles.mobiles})`,
  ) as SQL;
}

function filterConditions(filters: AdminProfileFilters): SQL | undefined {
  const mids = midCandidates(filters.mid);
  return and(
    filters.domain.length > 0 ? inArray(profiles.domain, filters.domain) : undefined,
    filters.date_of_birth.length > 0 ? inArray(profiles.dateOfBirth, filters.date_of_birth) : undefined,
    mids.length > 0 ? inArray(profiles.mid, mids) : undefined,
    filters.name
      ? or(ilike(profiles.name, containing(filters.name)), ilike(profiles.surname, containing(filters.name)))
      : undefined,
    filters.mobile ? hasMobile(filters.mobile) : undefined,
    filters.status?.length ? inArray(profiles.status, filters.status) : undefined,
    filters.pending ? HAS_CHANGES_WAITING : undefined,
    filters.waiting ? IS_WAITING : undefined,
  );
}

/**
 * `POST /api/admin/profile/list/{page}`: every profile, whatever its status, newest first; what
 * waits for review (`waiting`) comes new profiles first, each group the longest waiting first, so the
 * first page holds the profiles nobody has looked at yet.
 */
export async function listAdminProfiles(
  db: Db,
  page: number,
  filters: AdminProfileFilters,
): Promise<AdminProfileListResponse> {
  const where = filterConditions(filters);
  const [rows, [counted]] = await Promise.all([
    adminProfilePageQuery(db, where, page, filters.waiting ? 'waiting' : 'newest'),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return { rows: rows.map(toAdminProfileRow), count: counted?.n ?? 0 };
}
