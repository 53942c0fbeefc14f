import { isRefusedStatus, STATUS_APPROVED } from '@varmala/shared';
import { and, eq, not, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { App, AuthUser } from '../../app-types.js';
import type { Config } from '../../config.js';
import { blocks, profiles, shortlists } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type RateLimitHook, rateLimit } from '../../lib/rate-limit.js';

/**
 * `status = 200 and not paused` written into the statement's text, not sent as values: it is the
 * predicate of the partial search indexes, and a prepared statement's generic plan cannot use a
 * partial index for `status = $1`.
 */
const IS_LISTED = sql`${profiles.status} = ${sql.raw(String(STATUS_APPROVED))} and not ${profiles.paused}`;

/**
 * What every member may see of others, and what the public pages show: Approved profiles of one
 * domain that their owners have not paused. Written as plain equalities so the planner can use the
 * partial search indexes.
 */
export function listedIn(domain: AuthUser['domain'] | Placeholder): SQL {
  return and(IS_LISTED, eq(profiles.domain, domain)) as SQL;
}

/**
 * Whether the member `viewerId` and the owner of the outer query's profile are a blocked pair,
 * whoever blocked whom: a block hides both from each other. Written out in full, as `shortlistedBy`
 * is: the outer profile must not be read as a column of the subquery.
 */
function blockedWith(viewerId: number | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${blocks} as b
    where (b.blocker_id = ${viewerId}::int and b.blocked_id = "profiles"."user_id")
      or (b.blocker_id = "profiles"."user_id" and b.blocked_id = ${viewerId}::int))`;
}

/**
 * The block rule of a search: skipped when the viewer is in no block at all (`AuthUser.inBlock`),
 * which is almost every member, so their search statement is planned as if it were not there.
 */
export function notBlockedFor(viewerId: number | Placeholder, inBlock: boolean | Placeholder): SQL {
  return sql`(not ${inBlock}::boolean or not ${blockedWith(viewerId)})`;
}

/**
 * The one rule of who may view, shortlist, block, report or download a profile: an admin any
 * profile, the owner their own whatever its status, other members what `listedIn` allows unless the
 * two are a blocked pair. Undefined means no limit.
 */
export function visibleTo(viewer: {
  role: AuthUser['role'];
  id: number | Placeholder;
  domain: AuthUser['domain'] | Placeholder;
}): SQL | undefined {
  if (viewer.role === 'ADMIN') return undefined;
  return or(eq(profiles.userId, viewer.id), and(listedIn(viewer.domain), not(blockedWith(viewer.id))));
}

/**
 * Who may report a profile: one they may see, or one they blocked though it no longer shows to them
 * (someone harassed blocks first, then reports).
 */
export function reportableBy(viewer: AuthUser): SQL | undefined {
  const visible = visibleTo(viewer);
  const blockedByViewer = sql`exists (select 1 from ${blocks} as b
    where b.blocker_id = ${viewer.id}::int and b.blocked_id = "profiles"."user_id")`;
  return visible && or(visible, blockedByViewer);
}

/** The photo rule: a member sees others' photos only once they have one of their own; an admin always. */
export function maySeePhotosOfOthers(viewer: AuthUser): boolean {
  return viewer.role === 'ADMIN' || viewer.hasPhoto;
}

/**
 * Whose photos a member sees, of a profile they may see: every member's, unless its owner shows
 * them only to members they shortlisted (`photo_visibility = 'shortlisted'`). The owner sees their
 * own. `viewer.profileId` is the viewer's own profile, the one the owner may have shortlisted.
 */
export function photosShownTo(viewer: {
  id: number | Placeholder;
  profileId: number | null | Placeholder;
}): SQL<boolean> {
  return sql<boolean>`("profiles"."photo_visibility" = 'members' or "profiles"."user_id" = ${viewer.id}::int
    or exists (select 1 from ${shortlists} as own
      where own.user_id = "profiles"."user_id" and own.profile_id = ${viewer.profileId}::int))`;
}

/** The photo rule of the public pages (featured thumbnails): only photos shown to every member. */
export const PHOTOS_SHOWN_TO_ALL = sql<boolean>`"profiles"."photo_visibility" = 'members'`;

export const PROFILE_NOT_ACTIVE =
  'Your profile is not active, so you cannot search or view profiles. Please contact the operator.';

export const PROFILE_NOT_SAVED =
  'Please save your own basic details first: only then may you search and view profiles.';

/**
 * The one rule of who may look at other members at all (search, view, shortlist, block, report,
 * download, match): an admin always; a member once their own basic step is saved, unless the
 * operator refused their profile (Rejected or Duplicate, or an account that starts Rejected).
 * Both answer 403. A profile waiting for approval (0, 10) may look, as the spec's onboarding
 * ends in search.
 */
export function assertMayLook(viewer: AuthUser): void {
  if (viewer.role === 'ADMIN') return;
  if (viewer.profileStatus !== null && isRefusedStatus(viewer.profileStatus)) {
    throw new AppError('PROFILE_INACTIVE', PROFILE_NOT_ACTIVE);
  }
  // Someone who has told the site nothing of themselves may not browse the families who have.
  if (viewer.profileId === null) throw new AppError('PROFILE_INCOMPLETE', PROFILE_NOT_SAVED);
}

const TOO_MANY = {
  searchPagesPerMember: 'You have opened many search pages in a short time.',
  profileViewsPerMember: 'You have viewed many profiles in a short time.',
  profileMatchesPerMember: 'You have matched many horoscopes in a short time.',
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
