import type { AdminProfileFilters, AdminProfileListResponse } from '@varmala/shared';
import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema.js';
import { HAS_CHANGES_WAITING } from '../access/review-after-approval.js';
import { toAdminProfileRow } from './profile-row.js';
import { adminProfilePageQuery, IS_WAITING } from './queries.js';

/** A bare number is tried as a groom's and as a bride's id. */
function midCandidates(typed: readonly string[]): string[] {
  return typed.flatMap((mid) => (/^\d+$/.test(mid) ? [`MM${mid}`, `MF${mid}`] : [mid]));
}

/** `%` and `_` are letters here, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

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
    filters.paused_for ? eq(profiles.pausedFor, filters.paused_for) : undefined,
  );
}

/** `waiting`: new profiles first, each group the longest waiting first. */
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
