import { type Gender, STATUS_APPROVED } from '@varmala/shared';
import { and, eq, not, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { blocks, profiles } from '../../db/schema.js';

/** Whether the profile exists or not, a viewer who may not see it gets the same answer. */
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
 * The block rule of a list: skipped when the viewer is in no block at all (`AuthUser.inBlock`),
 * which is almost every member, so their search statement is planned as if it were not there.
 */
function notBlockedFor(viewerId: number | Placeholder, inBlock: boolean | Placeholder): SQL {
  return sql`(not ${inBlock}::boolean or not ${blockedWith(viewerId)})`;
}

/** The gender a member lists: a bride sees grooms and a groom brides. */
export function genderListedFor(gender: Gender): Gender {
  return gender === 'Male' ? 'Female' : 'Male';
}

/**
 * May this member list that one (search): a listed profile (`listedIn`) of the member's own site
 * and of the gender they list (`genderListedFor`), unless the two are a blocked pair. Their own
 * profile is of their own gender, so never among them. The values are a prepared statement's
 * placeholders; an admin lists every profile, and a search of theirs has no such rule.
 */
export function listableBy(viewer: {
  id: Placeholder;
  domain: Placeholder;
  gender: Placeholder;
  inBlock: Placeholder;
}): SQL {
  return and(
    listedIn(viewer.domain),
    eq(profiles.gender, viewer.gender),
    notBlockedFor(viewer.id, viewer.inBlock),
  ) as SQL;
}

/**
 * May this member view that one, shortlist or block it: an admin any profile, the owner their own
 * whatever its status, other members what `listedIn` allows unless the two are a blocked pair;
 * either gender. Undefined means no limit.
 */
export function viewableBy(viewer: {
  role: AuthUser['role'];
  id: number | Placeholder;
  domain: AuthUser['domain'] | Placeholder;
}): SQL | undefined {
  if (viewer.role === 'ADMIN') return undefined;
  return or(eq(profiles.userId, viewer.id), and(listedIn(viewer.domain), not(blockedWith(viewer.id))));
}

/**
 * May this member contact that one (download the mobiles, birth time and horoscope files): any
 * profile they may view. Whether they pay for it is the subscription's rule, not this one.
 */
export function contactableBy(viewer: AuthUser): SQL | undefined {
  return viewableBy(viewer);
}

/**
 * May this member match horoscopes with that one: any profile they may view. A pair of one gender
 * is refused by the match itself (409), as it sees the profile.
 */
export function matchableBy(viewer: Parameters<typeof viewableBy>[0]): SQL | undefined {
  return viewableBy(viewer);
}

/**
 * May this member report that one: one they may view, or one they blocked though it no longer shows
 * to them (someone harassed blocks first, then reports).
 */
export function reportableBy(viewer: AuthUser): SQL | undefined {
  const visible = viewableBy(viewer);
  const blockedByViewer = sql`exists (select 1 from ${blocks} as b
    where b.blocker_id = ${viewer.id}::int and b.blocked_id = "profiles"."user_id")`;
  return visible && or(visible, blockedByViewer);
}
