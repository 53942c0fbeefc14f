import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { attachments } from '../../db/schema.js';

/** A profile's horoscope files, oldest first: its owner's list and a subscriber's download read them. */
export function listAttachmentRows(db: DbOrTx, profileId: number) {
  return db
    .select({ id: attachments.id, storageKey: attachments.storageKey })
    .from(attachments)
    .where(eq(attachments.profileId, profileId))
    .orderBy(asc(attachments.id));
}
