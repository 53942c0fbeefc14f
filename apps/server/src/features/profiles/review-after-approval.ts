import { createHash } from 'node:crypto';
import {
  type BasicValues,
  type PendingChanges,
  REVIEWED_BASIC_FIELDS,
  type ReviewedBasicField,
  STATUS_APPROVED,
} from '@varmala/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { type PendingProfileChanges, photos, profiles } from '../../db/schema.js';
import { midPrefix } from './queries.js';

/**
 * The one place of the rule "other members see only what the operator approved" for changes made
 * after approval (docs/decisions/009-review-of-changes-after-approval.md). The profile's columns
 * keep the approved name, surname, date of birth and gender; a member's new values of those wait in
 * `pending_changes`, and new photos, with their captions, wait as `approved = false`, until the
 * operator sets status 200.
 */

/** The operator's own edits are reviewed by being made: they go straight where others see them. */
export function changesWaitForReview(actor: AuthUser): boolean {
  return actor.role !== 'ADMIN';
}

type ReviewedColumns = { name: string; surname: string; dateOfBirth: string; gender: 'Male' | 'Female' };

const approvedValue = (row: ReviewedColumns, field: ReviewedBasicField): string =>
  ({ name: row.name, surname: row.surname, date_of_birth: row.dateOfBirth, gender: row.gender })[field];

/**
 * What of a save of the basic step waits for review: each reviewed field whose value differs from
 * the approved one. A save sends the whole step, so the result replaces what waited before: the
 * same edit sent twice waits once, and an edit back to the approved value waits no more.
 * Null when nothing waits, or when the profile is not Approved (nobody else sees it, so it is saved as is).
 */
export function changesToReview(
  actor: AuthUser,
  existing: ReviewedColumns & { status: number },
  input: BasicValues,
): PendingProfileChanges | null {
  if (existing.status !== STATUS_APPROVED || !changesWaitForReview(actor)) return null;
  const waiting: PendingProfileChanges = {};
  for (const field of REVIEWED_BASIC_FIELDS) {
    if (input[field] !== approvedValue(existing, field)) Object.assign(waiting, { [field]: input[field] });
  }
  return Object.keys(waiting).length > 0 ? waiting : null;
}

/** The reviewed fields whose new value waits, in the form's order. */
export function fieldsWaiting(pending: PendingProfileChanges | null | undefined): ReviewedBasicField[] {
  return REVIEWED_BASIC_FIELDS.filter((field) => pending?.[field] !== undefined);
}

/**
 * The operator's approval (status 200 set again): the waiting values move into the columns (the
 * member id's prefix follows the gender, as a save of the basic step does) and every photo of the
 * profile becomes visible. Call it inside the transaction that sets the status, with the row locked.
 * Answers what was approved, or undefined when nothing waited.
 */
export async function approveWaitingChanges(
  tx: DbOrTx,
  profile: {
    id: number;
    mid: string;
    gender: 'Male' | 'Female';
    pendingChanges: PendingProfileChanges | null;
  },
): Promise<Omit<PendingChanges, 'review_key'> | undefined> {
  const newlyApproved = await tx
    .update(photos)
    .set({ approved: true })
    .where(and(eq(photos.profileId, profile.id), eq(photos.approved, false)))
    .returning({ id: photos.id });
  const waiting = profile.pendingChanges ?? {};
  if (profile.pendingChanges !== null) {
    const gender = waiting.gender ?? profile.gender;
    await tx
      .update(profiles)
      .set({
        ...(waiting.name !== undefined ? { name: waiting.name } : {}),
        ...(waiting.surname !== undefined ? { surname: waiting.surname } : {}),
        ...(waiting.date_of_birth !== undefined ? { dateOfBirth: waiting.date_of_birth } : {}),
        gender,
        mid: midPrefix(gender) + profile.mid.slice(2),
        pendingChanges: null,
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.id, profile.id));
  }
  const approved = { ...waiting, photos: newlyApproved.length };
  return fieldsWaiting(waiting).length > 0 || approved.photos > 0 ? approved : undefined;
}

/**
 * What the operator's list shows as waiting: for an Approved profile, the new values and the count
 * of photos others do not see yet; null when nothing waits. A profile not Approved waits as a whole.
 */
export function waitingForReview(row: {
  status: number;
  pendingChanges: PendingProfileChanges | null;
  unapprovedPhotos: number;
  unapprovedPhotoIds: string | null;
}): PendingChanges | null {
  if (row.status !== STATUS_APPROVED) return null;
  if (fieldsWaiting(row.pendingChanges).length === 0 && row.unapprovedPhotos === 0) return null;
  const reviewKey = createHash('sha256')
    .update(JSON.stringify([row.pendingChanges, row.unapprovedPhotoIds]))
    .digest('base64url')
    .slice(0, 22);
  return { ...row.pendingChanges, photos: row.unapprovedPhotos, review_key: reviewKey };
}

/** SQL: the profile (of the outer query) is Approved and has a change others do not see yet. */
export const HAS_CHANGES_WAITING = sql`(${profiles.status} = ${sql.raw(String(STATUS_APPROVED))} and (
  ${profiles.pendingChanges} is not null
  or exists (select 1 from "photos" as ph where ph.profile_id = "profiles"."id" and not ph.approved)))`;

/** SQL: the ids of the photos of the profile (of the outer query) others do not see yet, in order. */
export const UNAPPROVED_PHOTO_IDS = sql<string | null>`(select string_agg(ph.id::text, ',' order by ph.id)
  from "photos" as ph where ph.profile_id = "profiles"."id" and not ph.approved)`;

/** SQL: how many photos of the profile (of the outer query) others do not see yet. */
export const UNAPPROVED_PHOTOS = sql<number>`(select count(*)::int from "photos" as ph
  where ph.profile_id = "profiles"."id" and not ph.approved)`;

/**
 * SQL: the name of `profile` (the table or an alias of it) as other members may read it in their
 * ledgers: the column while the profile is Approved, where it holds the approved name (a new one
 * waits in `pending_changes`); null otherwise. A new or refused profile's name, or one saved after the
 * operator moved the profile away from Approved, is one nobody has looked at.
 */
export function approvedNameOf(profile: { status: AnyPgColumn; name: AnyPgColumn }): SQL<string | null> {
  return sql<
    string | null
  >`case when ${profile.status} = ${sql.raw(String(STATUS_APPROVED))} then ${profile.name} end`;
}
