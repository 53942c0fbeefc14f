import { type ProfileStatusCode, STATUS_APPROVED } from '@varmala/shared';
import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';

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

/** Rejected and Duplicate: the operator has refused the profile, so its owner may not look at others. */
const BARRED_STATUSES: ReadonlySet<number> = new Set([500, 501] satisfies ProfileStatusCode[]);

export const PROFILE_NOT_ACTIVE =
  'Your profile is not active, so you cannot search or view profiles. Please contact the operator.';

/** How much one member may look, per rate-limit window; admins are not counted. */
export interface LookLimits {
  searchPages: RateLimiter;
  profileViews: RateLimiter;
}

const TOO_MANY: Record<keyof LookLimits, string> = {
  searchPages: 'You have opened many search pages in a short time.',
  profileViews: 'You have viewed many profiles in a short time.',
};

/**
 * The one rule of who may look at other members at all (search, view, shortlist, download): an
 * admin always; a member unless their own profile is Rejected or Duplicate (403). With `counted`,
 * the look is also counted against the member's limit (429 past it), so nobody pages through the
 * whole site.
 */
export function assertMayLook(
  viewer: AuthUser,
  counted?: { limits: LookLimits; as: keyof LookLimits },
): void {
  if (viewer.role === 'ADMIN') return;
  if (viewer.profileStatus !== null && BARRED_STATUSES.has(viewer.profileStatus)) {
    throw new AppError('PROFILE_INACTIVE', PROFILE_NOT_ACTIVE);
  }
  if (!counted) return;
  const waitSeconds = counted.limits[counted.as].consume(String(viewer.id));
  if (waitSeconds === 0) return;
  const minutes = Math.ceil(waitSeconds / 60);
  throw new AppError(
    'RATE_LIMITED',
    `${TOO_MANY[counted.as]} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    waitSeconds,
  );
}
