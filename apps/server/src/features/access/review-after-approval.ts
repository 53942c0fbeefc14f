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
import { refreshMarsHouses } from './mars-houses.js';
import { midPrefix } from './profile-queries.js';

/**
 * "Other members see only what the operator approved", for changes after approval (docs/decisions/009):
 * new basic values wait in `pending_changes`, new photos as `approved = false`, until status 200.
 */

/** The operator's own edits go straight where others see them. */
export function changesWaitForReview(actor: AuthUser): boolean {
  return actor.role !== 'ADMIN';
}

type ReviewedColumns = { name: string; surname: string; dateOfBirth: string; gender: 'Male' | 'Female' };

const approvedValue = (row: ReviewedColumns, field: ReviewedBasicField): string =>
  ({ name: row.name, surname: row.surname, date_of_birth: row.dateOfBirth, gender: row.gender })[field];

/**
 * A save sends the whole step, so the result replaces what waited: the same edit twice waits once, an
 * edit back to the approved value waits no more. Null when not Approved (nobody else sees it).
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

export function fieldsWaiting(pending: PendingProfileChanges | null | undefined): ReviewedBasicField[] {
  return REVIEWED_BASIC_FIELDS.filter((field) => pending?.[field] !== undefined);
}

/** Inside the transaction that sets status 200, row locked; the member id's prefix follows the gender. */
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
    if (waiting.date_of_birth !== undefined) await refreshMarsHouses(tx, profile.id);
  }
  const approved = { ...waiting, photos: newlyApproved.length };
  return fieldsWaiting(waiting).length > 0 || approved.photos > 0 ? approved : undefined;
}

/** A profile not Approved waits as a whole. */
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

export const HAS_CHANGES_WAITING = sql`(${profiles.status} = ${sql.raw(String(STATUS_APPROVED))} and (
  ${profiles.pendingChanges} is not null
  or exists (select 1 from "photos" as ph where ph.profile_id = "profiles"."id" and not ph.approved)))`;

export const UNAPPROVED_PHOTO_IDS = sql<string | null>`(select string_agg(ph.id::text, ',' order by ph.id)
  from "photos" as ph where ph.profile_id = "profiles"."id" and not ph.approved)`;

export const UNAPPROVED_PHOTOS = sql<number>`(select count(*)::int from "photos" as ph
  where ph.profile_id = "profiles"."id" and not ph.approved)`;

/**
 * Null unless Approved: a new or refused profile's name, or one saved after the operator moved it away
 * from Approved, is one nobody has looked at.
 */
export function approvedNameOf(profile: { status: AnyPgColumn; name: AnyPgColumn }): SQL<string | null> {
  return sql<
    string | null
  >`case when ${profile.status} = ${sql.raw(String(STATUS_APPROVED))} then ${profile.name} end`;
}
