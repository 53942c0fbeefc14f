import type { ErrorMessageKey } from '@varmala/shared';
import { type Gender, STATUS_APPROVED } from '@varmala/shared';
import { and, eq, not, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { blocks, interests, profiles } from '../../db/schema.js';

/** Whether the profile exists or not, a viewer who may not see it gets the same answer. */
/**
 * `status = 200 and not paused` written into the statement's text, not sent as values: it is the
 * predicate of the partial search indexes, and a prepared statement's generic plan cannot use a
 * partial index for `status = $1`.
 */
const IS_LISTED = sql`${profiles.status} = ${sql.raw(String(STATUS_APPROVED))} and not ${profiles.paused}`;

/**
 * Who asks, as the demo rule needs it (decision 032): whether they are a demo member themselves, and
 * whether their site keeps demo and real members apart (`SiteKinds`, read once per request).
 */
export interface DemoSide {
  demo: boolean | Placeholder;
  demosApart: boolean | Placeholder;
}

/** A visitor of the public pages (or of a shared biodata) is a real person, never a demo member. */
export function visitorSide(demosApart: boolean | Placeholder): DemoSide {
  return { demo: false, demosApart };
}

/**
 * The demo rule: on a site that has Approved real members and Approved demo members, a real member
 * or visitor sees no demo member and a demo member sees only demo members; elsewhere everyone sees
 * both (a site still being tried out, or one of only real members). Skipped in the statement when
 * the site does not keep them apart, as PostgreSQL folds `not false or ...` away before planning.
 */
function ofTheirKind(side: DemoSide): SQL {
  return sql`(not ${side.demosApart}::boolean or ${profiles.demo} = ${side.demo}::boolean)`;
}

/**
 * What every member may see of others, and what the public pages show: Approved profiles of one
 * domain that their owners have not paused, of the viewer's kind where the site keeps demo members
 * apart (`ofTheirKind`). Written as plain equalities so the planner can use the partial search
 * indexes.
 */
export function listedIn(domain: AuthUser['domain'] | Placeholder, side: DemoSide): SQL {
  return and(IS_LISTED, eq(profiles.domain, domain), ofTheirKind(side)) as SQL;
}

/**
 * May a shared biodata (`/b/{token}`) show that profile to whoever opens the link: Approved and
 * not paused, and not a demo member on a site that keeps them apart. `demosApartOn` names the sites
 * that do.
 */
export function shareableTo(demosApartOn: readonly AuthUser['domain'][]): SQL {
  const apart = sql`${profiles.domain} = any(${`{${demosApartOn.join(',')}}`}::text[])`;
  return and(IS_LISTED, sql`(not ${profiles.demo} or not ${apart})`) as SQL;
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
 * placeholders in search, plain values on the home; an admin lists every profile, and a search of
 * theirs has no such rule.
 */
export function listableBy(
  viewer: {
    id: number | Placeholder;
    domain: AuthUser['domain'] | Placeholder;
    gender: Gender | Placeholder;
    inBlock: boolean | Placeholder;
  } & DemoSide,
): SQL {
  return and(
    listedIn(viewer.domain, viewer),
    eq(profiles.gender, viewer.gender),
    notBlockedFor(viewer.id, viewer.inBlock),
  ) as SQL;
}

/**
 * May this member view that one, shortlist or block it: an admin any profile, the owner their own
 * whatever its status, other members what `listedIn` allows unless the two are a blocked pair;
 * either gender. Undefined means no limit.
 */
export function viewableBy(
  viewer: {
    role: AuthUser['role'];
    id: number | Placeholder;
    domain: AuthUser['domain'] | Placeholder;
  } & DemoSide,
): SQL | undefined {
  if (viewer.role === 'ADMIN') return undefined;
  return or(
    eq(profiles.userId, viewer.id),
    and(listedIn(viewer.domain, viewer), not(blockedWith(viewer.id))),
  );
}

/**
 * May this member contact that one (download the mobiles, birth time and horoscope files): any
 * profile they may view. Whether they pay for it is the subscription's rule, and whether its owner
 * shares it with them `contactSharedWith`, not this one.
 */
export function contactableBy(viewer: AuthUser): SQL | undefined {
  return viewableBy(viewer);
}

/**
 * Whether the member's own profile and the outer query's have an accepted interest between them,
 * whoever sent it.
 */
export function acceptedInterestWith(viewerProfileId: number | null): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${interests} as i where i.status = 'accepted'
    and ((i.sender_profile_id = ${viewerProfileId}::int and i.receiver_profile_id = "profiles"."id")
      or (i.receiver_profile_id = ${viewerProfileId}::int and i.sender_profile_id = "profiles"."id")))`;
}

/**
 * Does the owner of a profile the member may contact share its mobiles with them: with every
 * subscriber (`contact_visibility = 'subscribers'`, the spec's rule), or, when kept for accepted
 * interests, only with a member who has one with it. The owner and an admin always.
 */
export function contactSharedWith(viewer: AuthUser): SQL<boolean> {
  if (viewer.role === 'ADMIN') return sql<boolean>`true`;
  return sql<boolean>`("profiles"."contact_visibility" = 'subscribers' or "profiles"."user_id" = ${viewer.id}::int
    or ${acceptedInterestWith(viewer.profileId)})`;
}

/**
 * May this member send an interest to that profile, or see one with it in their boxes: one they
 * may view (so a block either way, a pause, a refusal or an erasure of it hides the interest, and a
 * profile that is not there answers 404). Whether they may send one at all is `interestRefusal`.
 */
export function interestVisibleTo(viewer: Parameters<typeof viewableBy>[0]): SQL | undefined {
  return viewableBy(viewer);
}

/** The sender's own profile as `interestRefusal` needs it. */
export interface InterestSender {
  role: AuthUser['role'];
  profileId: number | null;
  gender: Gender | null;
  status: number | null;
  paused: boolean;
}

/** Why a member may not send an interest: the keys of the texts they are shown (`ERROR_MESSAGES`). */
export const INTEREST_REFUSALS = {
  admin: 'interestFromOperator',
  notApproved: 'interestNeedsApproval',
  ownProfile: 'interestToOwnProfile',
  sameGender: 'interestSameGender',
} as const satisfies Record<string, ErrorMessageKey>;

/**
 * May a member take part in interests at all — send, answer, see their boxes and the counts of
 * their home: only while their own profile is Approved and not paused.
 */
export function takesPartInInterests(own: { status: number | null; paused: boolean }): boolean {
  return own.status === STATUS_APPROVED && !own.paused;
}

/**
 * Why this member may not send an interest to a profile they may view (`interestVisibleTo`), or
 * null when they may: the sender must be a member whose own profile is Approved and not paused,
 * and the profile of the other gender.
 */
export function interestRefusal(
  sender: InterestSender,
  target: { id: number; gender: Gender },
): ErrorMessageKey | null {
  if (sender.role === 'ADMIN') return INTEREST_REFUSALS.admin;
  if (sender.profileId === target.id) return INTEREST_REFUSALS.ownProfile;
  if (!takesPartInInterests(sender)) return INTEREST_REFUSALS.notApproved;
  if (sender.gender === target.gender) return INTEREST_REFUSALS.sameGender;
  return null;
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
