import { PAGE_SIZE } from '@varmala/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { marriages, photos, profiles } from '../../db/schema.js';
import { UNAPPROVED_PHOTO_IDS, UNAPPROVED_PHOTOS } from '../profiles/review-after-approval.js';

// What the operator's list shows of a profile, and what waits for review; nothing private (mobiles,
// address) is read.
export const adminProfileColumns = {
  id: profiles.id,
  mid: profiles.mid,
  name: profiles.name,
  surname: profiles.surname,
  gender: profiles.gender,
  dateOfBirth: profiles.dateOfBirth,
  city: profiles.city,
  domain: profiles.domain,
  status: profiles.status,
  isFeatured: profiles.isFeatured,
  featuredConsent: profiles.featuredConsent,
  pendingChanges: profiles.pendingChanges,
  unapprovedPhotos: UNAPPROVED_PHOTOS,
  unapprovedPhotoIds: UNAPPROVED_PHOTO_IDS,
};

export function adminProfilePageQuery(db: DbOrTx, where: SQL | undefined, page: number) {
  return db
    .select(adminProfileColumns)
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
}
export type AdminProfileDbRow = Awaited<ReturnType<typeof adminProfilePageQuery>>[number];

/** The profile's row, locked until the transaction ends so two changes to it queue. */
export async function lockAdminProfile(tx: DbOrTx, profileId: number) {
  const [row] = await tx
    .select(adminProfileColumns)
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for('update');
  return row;
}

export async function updateProfileFlags(
  tx: DbOrTx,
  profileId: number,
  values: { status?: number; isFeatured?: boolean },
): Promise<AdminProfileDbRow> {
  const [row] = await tx
    .update(profiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(profiles.id, profileId))
    .returning(adminProfileColumns);
  if (!row) throw new Error(`profile ${profileId} vanished while locked`);
  return row;
}

/** Drops the changes of an Approved profile that wait for review: its photos waiting, its new values. */
export async function dropWaitingChanges(tx: DbOrTx, profileId: number) {
  const dropped = await tx
    .delete(photos)
    .where(and(eq(photos.profileId, profileId), eq(photos.approved, false)))
    .returning({ id: photos.id });
  const [row] = await tx
    .update(profiles)
    .set({ pendingChanges: null, updatedAt: sql`now()` })
    .where(eq(profiles.id, profileId))
    .returning(adminProfileColumns);
  if (!row) throw new Error(`profile ${profileId} vanished while locked`);
  return { row, droppedPhotos: dropped.length };
}

export async function insertMarriage(tx: DbOrTx, values: typeof marriages.$inferInsert) {
  const [row] = await tx.insert(marriages).values(values).returning();
  if (!row) throw new Error('the marriage photo could not be recorded');
  return row;
}
