import { STATUS_APPROVED } from '@varmala/shared';
import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { profiles } from '../../db/schema.js';

/** `status = 200` written into the statement's text, not sent as a value (see `approvedIn`). */
const IS_APPROVED = sql`${profiles.status} = ${sql.raw(String(STATUS_APPROVED))}`;

/**
 * What every member may see of others: Approved profiles of their own domain. Written as plain
 * equalities so the planner can use the partial search indexes (status = 200), with the status in
 * the text: a prepared statement's generic plan cannot use a partial index for `status = $1`.
 */
export function approvedIn(domain: AuthUser['domain'] | Placeholder): SQL {
  return and(IS_APPROVED, eq(profiles.domain, domain)) as SQL;
}

/**
 * The one rule of who may view, shortlist or download a profile: an admin any profile, the owner
 * their own whatever its status, other members what `approvedIn` allows. Undefined means no limit.
 */
export function visibleTo(viewer: {
  role: AuthUser['role'];
  id: number | Placeholder;
  domain: AuthUser['domain'] | Placeholder;
}): SQL | undefined {
  if (viewer.role === 'ADMIN') return undefined;
  return or(eq(profiles.userId, viewer.id), approvedIn(viewer.domain));
}

/** The photo rule: a member sees others' photos only once they have one of their own; an admin always. */
export function maySeePhotosOfOthers(viewer: AuthUser): boolean {
  return viewer.role === 'ADMIN' || viewer.hasPhoto;
}
