import type { ErrorMessageKey } from '@varmala/shared';
import { type Gender, STATUS_APPROVED } from '@varmala/shared';
import { and, eq, not, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { blocks, downloads, interests, profiles, subscriptions } from '../../db/schema.js';
import { familyIdsOf } from './guardians.js';

/**
 * Approved and not paused. Written into the statement's text, not sent as values: it is the partial search
 * indexes' predicate, and a generic plan cannot use a partial index for `status = $1`.
 */
export const SHOWN_TO_OTHERS: SQL = sql`${profiles.status} = ${sql.raw(String(STATUS_APPROVED))} and not ${profiles.paused}`;
const IS_LISTED = SHOWN_TO_OTHERS;

/** Who asks, as the demo rule needs it (decision 032); `demosApart` is read once per request. */
export interface DemoSide {
  demo: boolean | Placeholder;
  demosApart: boolean | Placeholder;
}

export function visitorSide(demosApart: boolean | Placeholder): DemoSide {
  return { demo: false, demosApart };
}

/**
 * Where a site has both Approved real and demo members, each sees only their own kind; elsewhere everyone
 * sees both. PostgreSQL folds `not false or ...` away before planning.
 */
function ofTheirKind(side: DemoSide): SQL {
  return sql`(not ${side.demosApart}::boolean or ${profiles.demo} = ${side.demo}::boolean)`;
}

/** Plain equalities, so the planner can use the partial search indexes. */
export function listedIn(domain: AuthUser['domain'] | Placeholder, side: DemoSide): SQL {
  return and(IS_LISTED, eq(profiles.domain, domain), ofTheirKind(side)) as SQL;
}

/**
 * A visitor, or a member whose token came with the request; a member is never shown whom they are kept
 * apart from (a block either way, their family).
 */
export interface OpenListReader {
  id: number | Placeholder;
  inBlock: boolean | Placeholder;
  demo: boolean | Placeholder;
}

export function readerOf(member: Pick<AuthUser, 'id' | 'inBlock' | 'demo'> | null): OpenListReader {
  return { id: member?.id ?? 0, inBlock: member?.inBlock ?? false, demo: member?.demo ?? false };
}

export function readerValues(member: Pick<AuthUser, 'id' | 'inBlock' | 'demo'> | null) {
  const reader = readerOf(member);
  return { readerId: reader.id, readerInBlock: reader.inBlock, readerDemo: reader.demo };
}

export const READER_PLACEHOLDERS: OpenListReader = {
  id: sql.placeholder('readerId'),
  inBlock: sql.placeholder('readerInBlock'),
  demo: sql.placeholder('readerDemo'),
};

export function openlyListedIn(
  domain: AuthUser['domain'] | Placeholder,
  demosApart: boolean | Placeholder,
  reader: OpenListReader,
): SQL {
  return and(
    listedIn(domain, { demo: reader.demo, demosApart }),
    notBlockedFor(reader.id, reader.inBlock),
  ) as SQL;
}

/** May a shared biodata (`/b/{token}`) show that profile to whoever opens the link, from any site. */
export function shareableTo(demosApartOn: readonly AuthUser['domain'][], reader: OpenListReader): SQL {
  const apart = sql`${profiles.domain} = any(${`{${demosApartOn.join(',')}}`}::text[])`;
  return and(
    IS_LISTED,
    sql`(${profiles.demo} = ${reader.demo}::boolean or not ${apart})`,
    notBlockedFor(reader.id, reader.inBlock),
  ) as SQL;
}

/**
 * A blocked pair, whoever blocked whom, or two profiles of one family: the accounts kept apart from the
 * viewer, read once per statement (guardians.ts `familyIdsOf`).
 */
function blockedWith(viewerId: number | Placeholder): SQL<boolean> {
  return sql<boolean>`("profiles"."user_id" in (
    select b.blocked_id from ${blocks} as b where b.blocker_id = ${viewerId}::int
    union all select b.blocker_id from ${blocks} as b where b.blocked_id = ${viewerId}::int
    union all ${familyIdsOf(viewerId)}))`;
}

/** Skipped when the viewer is kept apart from nobody (almost every member), so the plan ignores it. */
function notBlockedFor(viewerId: number | Placeholder, inBlock: boolean | Placeholder): SQL {
  return sql`(not ${inBlock}::boolean or not ${blockedWith(viewerId)})`;
}

export function genderListedFor(gender: Gender): Gender {
  return gender === 'Male' ? 'Female' : 'Male';
}

/** For the web's labels: none for an admin, who lists both, nor before the basic details. */
export function soughtGenderOf(account: { role: AuthUser['role']; gender: Gender | null }): Gender | null {
  if (account.role === 'ADMIN' || account.gender === null) return null;
  return genderListedFor(account.gender);
}

/**
 * A listed profile of the member's site and the gender they list, unless a blocked pair. Values are
 * placeholders in search, plain values on the home; an admin's search has no such rule.
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

/** Admin: any profile; owner: their own whatever its status; others: `listedIn` unless blocked. */
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

/** Whether they pay is the subscription's rule; whether the owner shares it, `contactSharedWith`. */
export function contactableBy(viewer: AuthUser): SQL | undefined {
  return viewableBy(viewer);
}

/**
 * Also after a download under the current subscription, so downloading again costs nothing. The birth
 * chart, which tells the time within hours, follows this rule.
 */
export function birthTimeShownTo(viewer: AuthUser): SQL<boolean> {
  if (viewer.role === 'ADMIN') return sql<boolean>`true`;
  return sql<boolean>`("profiles"."user_id" = ${viewer.id}::int or (${contactSharedWith(viewer)}
    and exists (select 1 from ${downloads} as d join ${subscriptions} as s on s.id = d.subscription_id
      where d.user_id = ${viewer.id}::int and d.profile_id = "profiles"."id"
        and s.start_date <= now() and s.end_date > now())))`;
}

export function acceptedInterestWith(viewerProfileId: number | null): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${interests} as i where i.status = 'accepted'
    and ((i.sender_profile_id = ${viewerProfileId}::int and i.receiver_profile_id = "profiles"."id")
      or (i.receiver_profile_id = ${viewerProfileId}::int and i.sender_profile_id = "profiles"."id")))`;
}

/** With every subscriber (the spec's rule), or only with one who has an accepted interest with it. */
export function contactSharedWith(viewer: AuthUser): SQL<boolean> {
  if (viewer.role === 'ADMIN') return sql<boolean>`true`;
  return sql<boolean>`("profiles"."contact_visibility" = 'subscribers' or "profiles"."user_id" = ${viewer.id}::int
    or ${acceptedInterestWith(viewer.profileId)})`;
}

/** A block, pause, refusal or erasure hides the interest; whether one may be sent is `interestRefusal`. */
export function interestVisibleTo(viewer: Parameters<typeof viewableBy>[0]): SQL | undefined {
  return viewableBy(viewer);
}

export interface InterestSender {
  role: AuthUser['role'];
  profileId: number | null;
  gender: Gender | null;
  status: number | null;
  paused: boolean;
}

/** Keys of `ERROR_MESSAGES`. */
export const INTEREST_REFUSALS = {
  admin: 'interestFromOperator',
  notApproved: 'interestNeedsApproval',
  ownProfile: 'interestToOwnProfile',
  sameGender: 'interestSameGender',
} as const satisfies Record<string, ErrorMessageKey>;

/** Send, answer, see boxes and home counts: only while their own profile is Approved and not paused. */
export function takesPartInInterests(own: { status: number | null; paused: boolean }): boolean {
  return own.status === STATUS_APPROVED && !own.paused;
}

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

/** A pair of one gender is refused by the match itself (409). */
export function matchableBy(viewer: Parameters<typeof viewableBy>[0]): SQL | undefined {
  return viewableBy(viewer);
}

/** Also one they blocked though it no longer shows (someone harassed blocks first, then reports). */
export function reportableBy(viewer: AuthUser): SQL | undefined {
  const visible = viewableBy(viewer);
  const blockedByViewer = sql`exists (select 1 from ${blocks} as b
    where b.blocker_id = ${viewer.id}::int and b.blocked_id = "profiles"."user_id")`;
  return visible && or(visible, blockedByViewer);
}

/**
 * May this member name that profile as their spouse (issue 55): one of their own site and of the
 * gender they list, not a blocked pair. Naming it only asks its family to confirm; a false claim
 * changes nothing of theirs, so it need not be one the member may still view (the other family
 * may have marked itself married first).
 */
export function spouseNameableBy(viewer: { id: number; domain: AuthUser['domain']; gender: Gender }): SQL {
  return and(
    eq(profiles.domain, viewer.domain),
    eq(profiles.gender, genderListedFor(viewer.gender)),
    not(blockedWith(viewer.id)),
  ) as SQL;
}
