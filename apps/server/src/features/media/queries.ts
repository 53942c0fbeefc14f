import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { attachments, photos, profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { withStep } from '../access/profile-queries.js';

/** So a limit checked inside the transaction holds; 404 when the member erased the account meanwhile. */
export async function lockProfile(tx: DbOrTx, profileId: number): Promise<void> {
  const [row] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'profileGone');
}

export function listPhotoRows(db: DbOrTx, profileId: number) {
  return db
    .select({
      id: photos.id,
      shortKey: photos.shortKey,
      largeKey: photos.largeKey,
      urlKey: photos.urlKey,
      caption: photos.caption,
      approved: photos.approved,
    })
    .from(photos)
    .where(eq(photos.profileId, profileId))
    .orderBy(asc(photos.id));
}

export async function countPhotos(db: DbOrTx, profileId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.profileId, profileId));
  return row?.n ?? 0;
}

/** False when the album is full. */
export async function insertPhotoUnderLimit(
  tx: DbOrTx,
  max: number,
  values: typeof photos.$inferInsert,
): Promise<boolean> {
  await lockProfile(tx, values.profileId);
  if ((await countPhotos(tx, values.profileId)) >= max) return false;
  await tx.insert(photos).values(values);
  await tx
    .update(profiles)
    .set({ completedSteps: withStep('photo') })
    .where(eq(profiles.id, values.profileId));
  return true;
}

/** A photo id of another profile deletes nothing. */
export async function deletePhotoRow(db: DbOrTx, profileId: number, photoId: number) {
  const [row] = await db
    .delete(photos)
    .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId)))
    .returning({ shortKey: photos.shortKey, largeKey: photos.largeKey, urlKey: photos.urlKey });
  return row;
}

export async function countAttachments(db: DbOrTx, profileId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(attachments).where(eq(attachments.profileId, profileId));
  return row?.n ?? 0;
}

export async function insertAttachments(
  tx: DbOrTx,
  values: (typeof attachments.$inferInsert)[],
): Promise<void> {
  await tx.insert(attachments).values(values);
}

export async function deleteAttachmentRow(db: DbOrTx, profileId: number, attachmentId: number) {
  const [row] = await db
    .delete(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.profileId, profileId)))
    .returning({ storageKey: attachments.storageKey });
  return row;
}
