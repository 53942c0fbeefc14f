import type { DownloadResponse } from '@varmala/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { assertMayLook } from '../access/who-may-look.js';
import { contactableBy, contactSharedWith } from '../access/who-sees-whom.js';
import { listAttachmentRows } from '../media/queries.js';
import { mayManageProfileOf } from '../profiles/ownership.js';
import { findActiveSubscription, findGatedDetails, insertDownload, useOneDownload } from './queries.js';

/**
 * The first download of a profile under a subscription uses one download; again is free. The
 * record and the count change in one transaction: when no download is left the record is rolled
 * back, so N parallel downloads on a quota of K succeed exactly K times.
 */
async function chargeDownload(db: Db, subscriptionId: number, userId: number, profileId: number) {
  await db.transaction(async (tx) => {
    const recorded = await insertDownload(tx, subscriptionId, userId, profileId);
    if (!recorded) return;
    if (!(await useOneDownload(tx, subscriptionId))) throw new AppError('QUOTA_EXHAUSTED', 'quotaExhausted');
  });
}

/**
 * `GET /api/profile/download/{profileId}`: mobiles, birth time and horoscope files of a profile the
 * member may see, whose owner shares them with the member (`contactSharedWith`: 403 otherwise), with
 * an active subscription. The owner and admins need neither subscription nor
 * quota: they can read these details on the profile's edit steps anyway.
 */
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
  // Kept for accepted interests: refused before the subscription is read, so no download is spent.
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
