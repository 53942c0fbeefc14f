import { randomInt } from 'node:crypto';
import { PAGE_SIZE, SELFIE_GESTURES, type SelfieGesture, type SelfieQueue } from '@varmala/shared';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { photos, profiles, selfies } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { MEDIA_CONTENT_TYPES, newMediaKey } from '../../lib/storage/media-keys.js';
import { recordAdminAction } from '../admin/audit-log.js';
import { detectFileKind, isImageKind } from '../media/detect-file-type.js';
import { commitStoredFiles, type MediaContext, removeFiles, storeFiles } from '../media/media-context.js';
import { photoVariants } from '../media/process-image.js';
import type { ReceiveUpload } from '../media/read-upload-form.js';
import { basicDetailsMissing } from '../profiles/ownership.js';
import { grantBadge } from './badges.js';

const newGesture = (): SelfieGesture => SELFIE_GESTURES[randomInt(SELFIE_GESTURES.length)] as SelfieGesture;

/** The gesture the member's next selfie must show: chosen once, kept until a selfie is sent. */
export async function gestureFor(
  db: DbOrTx,
  profileId: number,
  current: string | null,
): Promise<SelfieGesture> {
  if (current && (SELFIE_GESTURES as readonly string[]).includes(current)) return current as SelfieGesture;
  const gesture = newGesture();
  await db.update(profiles).set({ selfieGesture: gesture }).where(eq(profiles.id, profileId));
  return gesture;
}

/**
 * `POST /api/me/verify-photo`: a selfie taken while the gesture was shown, judged by its bytes and
 * re-encoded like every photo; it waits for the operator, replacing one that waited already.
 */
export async function uploadSelfie(
  media: MediaContext,
  user: AuthUser,
  receive: ReceiveUpload,
  log: FastifyBaseLogger,
): Promise<void> {
  if (user.profileId === null) throw basicDetailsMissing();
  const profileId = user.profileId;
  const [profile] = await media.db
    .select({ demo: profiles.demo, gesture: profiles.selfieGesture })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile) throw basicDetailsMissing();
  if (profile.demo) throw new AppError('FORBIDDEN', 'demoNeverVerified');
  const [photo] = await media.db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.profileId, profileId))
    .limit(1);
  if (!photo) throw new AppError('CONFLICT', 'photoVerifyNeedsPhoto');

  const form = await receive();
  const [bytes] = form.files;
  if (!bytes || bytes.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'choosePhoto', { fields: { selfie: 'required' } });
  }
  const kind = await detectFileKind(bytes);
  if (!kind || !isImageKind(kind)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'photoKinds');
  const variants = await media.images.run(() => photoVariants(bytes, kind));
  const key = newMediaKey('selfie', 'webp');
  await storeFiles(media, [{ key, bytes: variants.large, contentType: MEDIA_CONTENT_TYPES.webp }], log);
  const replaced = await commitStoredFiles(media, [key], log, async (tx) => {
    const [locked] = await tx
      .select({ gesture: profiles.selfieGesture })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for('update');
    const gesture = locked?.gesture ?? profile.gesture ?? newGesture();
    const [earlier] = await tx
      .delete(selfies)
      .where(eq(selfies.profileId, profileId))
      .returning({ key: selfies.storageKey });
    await tx.insert(selfies).values({ profileId, storageKey: key, gesture });
    // The next selfie asks for another gesture: this one has been seen.
    await tx.update(profiles).set({ selfieGesture: null }).where(eq(profiles.id, profileId));
    return earlier?.key;
  });
  if (replaced) await removeFiles(media, [replaced], log);
}

/** `GET /api/admin/selfies/{page}`: selfies waiting, oldest first, each beside the profile's photos. */
export async function selfieQueue(deps: Deps, page: number): Promise<SelfieQueue> {
  const rows = await deps.db
    .select({
      id: selfies.id,
      profileId: selfies.profileId,
      storageKey: selfies.storageKey,
      gesture: selfies.gesture,
      createdAt: selfies.createdAt,
      mid: profiles.mid,
      name: profiles.name,
    })
    .from(selfies)
    .innerJoin(profiles, eq(profiles.id, selfies.profileId))
    .orderBy(asc(selfies.createdAt), asc(selfies.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const [total] = await deps.db.select({ n: count() }).from(selfies);
  const photoRows =
    rows.length === 0
      ? []
      : await deps.db
          .select({ profileId: photos.profileId, largeKey: photos.largeKey })
          .from(photos)
          .where(
            inArray(
              photos.profileId,
              rows.map((row) => row.profileId),
            ),
          )
          .orderBy(asc(photos.id));
  return {
    rows: rows.map((row) => ({
      selfie_id: row.id,
      profile_id: row.profileId,
      mid: row.mid,
      name: row.name,
      gesture: row.gesture as SelfieGesture,
      selfie_url: deps.urls.urlFor(row.storageKey),
      photos: photoRows
        .filter((photo) => photo.profileId === row.profileId)
        .map((photo) => ({ large: deps.urls.urlFor(photo.largeKey) })),
      sent_at: row.createdAt.toISOString(),
    })),
    count: total?.n ?? 0,
  };
}

/**
 * `POST /api/admin/selfies/decide`: approve (badge `photo`) or refuse; either way the selfie's row
 * goes in the decision's transaction and its file right after, so no selfie outlives its decision.
 */
export async function decideSelfie(
  deps: Deps,
  admin: AuthUser,
  selfieId: number,
  decision: 'approve' | 'refuse',
  log: FastifyBaseLogger,
): Promise<{ Status: 'Success' }> {
  const key = await deps.db.transaction(async (tx) => {
    const [selfie] = await tx.delete(selfies).where(eq(selfies.id, selfieId)).returning();
    if (!selfie) throw new AppError('NOT_FOUND', 'selfieNotFound');
    if (decision === 'approve') {
      await grantBadge(tx, selfie.profileId, { kind: 'photo', by: 'operator', operatorId: admin.id });
    }
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: decision === 'approve' ? 'admin:selfie-approve' : 'admin:selfie-refuse',
      targetType: 'profile',
      targetId: selfie.profileId,
      after: { gesture: selfie.gesture },
    });
    return selfie.storageKey;
  });
  // A file that cannot be removed now has no row naming it: the sweep of unreferenced files takes it.
  await deps.storage.delete(key).catch((error: unknown) => {
    log.warn({ err: error }, 'a decided selfie could not be removed yet');
  });
  return { Status: 'Success' };
}
