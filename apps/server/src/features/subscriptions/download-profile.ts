import type { DownloadResponse } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { listAttachmentRows } from '../access/attachment-rows.js';
import { mayManageProfileOf } from '../access/ownership.js';
import { assertMayLook } from '../access/who-may-look.js';
import { contactableBy, contactSharedWith } from '../access/who-sees-whom.js';
import { findActiveSubscription, findGatedDetails, insertDownload, useOneDownload } from './queries.js';

/** Record and count change in one transaction: N parallel downloads on a quota of K succeed K times. */
async function chargeDownload(db: Db, subscriptionId: number, userId: number, profileId: number) {
  await db.transaction(async (tx) => {
    const recorded = await insertDownload(tx, subscriptionId, userId, profileId);
    if (!recorded) return;
    if (!(await useOneDownload(tx, subscriptionId))) throw new AppError('QUOTA_EXHAUSTED', 'quotaExhausted');
  });
}

/** The owner and admins need no subscription: they read these details on the edit steps anyway. */
export async function downloadProfile(
  db: Db,
  urls: MediaUrlSigner,
  viewer: AuthUser,
  profileId: number,
): Promise<DownloadResponse> {
  assertMayLook(viewer);
  const profile = await findGatedDetails(
    db,
    and(eq(profiles.id, profileId), contactableBy(viewer)),
    contactSharedWith(viewer),
  );
  if (!profile) throw new AppError('NOT_FOUND', 'profileNotFound');
  // Refused before the subscription is read, so no download is spent.
  if (!profile.shared) throw new AppError('FORBIDDEN', 'contactAfterAccept');

  if (!mayManageProfileOf(viewer, profile.userId)) {
    const subscription = await findActiveSubscription(db, viewer.id);
    if (!subscription) throw new AppError('SUBSCRIPTION_REQUIRED', 'subscriptionRequired');
    await chargeDownload(db, subscription.id, viewer.id, profile.id);
  }

  const attachments = await listAttachmentRows(db, profile.id);
  return {
    mobiles: profile.mobiles,
    birth_time: profile.birthTime,
    attachments: attachments.map((row) => ({ url: urls.urlFor(row.storageKey) })),
  };
}
