import { type ProfileStatusCode, STATUS_APPROVED } from '@varmala/shared';
import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { App, AuthUser } from '../../app-types.js';
import type { Config } from '../../config.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type RateLimitHook, rateLimit } from '../../lib/rate-limit.js';

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

/**
 * The one rule of who may look at other members at all (search, view, shortlist, download): an
 * admin always; a member unless their own profile is Rejected or Duplicate (403).
 */
export function assertMayLook(viewer: AuthUser): void {
  if (viewer.role === 'ADMIN') return;
  if (viewer.profileStatus !== null && BARRED_STATUSES.has(viewer.profileStatus)) {
    throw new AppError('PROFILE_INACTIVE', PROFILE_NOT_ACTIVE);
  }
}

const TOO_MANY = {
  searchPagesPerMember: 'You have opened many search pages in a short time.',
  profileViewsPerMember: 'You have viewed many profiles in a short time.',
} satisfies Partial<Record<keyof Config['rateLimits'], string>>;

/**
 * A route's preHandler that counts each look against the member's limit (429 past it), so nobody
 * pages through the whole site. A member who may not look gets the 403 first and is not counted;
 * admins are never counted.
 */
export function countLooks(
  app: App,
  rules: Config['rateLimits'],
  name: keyof typeof TOO_MANY,
): RateLimitHook {
  const limit = rateLimit(app, rules, name, (request) => String(request.requireUser().id), TOO_MANY[name]);
  return async (request) => {
    const viewer = request.requireUser();
    assertMayLook(viewer);
    if (viewer.role !== 'ADMIN') await limit(request);
  };
}
