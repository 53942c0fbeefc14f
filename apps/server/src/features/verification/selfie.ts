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
import { detectFileKind, isImageKind } from '../../lib/uploads/detect-file-type.js';
import {
  commitStoredFiles,
  type MediaContext,
  removeFiles,
  storeFiles,
} from '../../lib/uploads/media-context.js';
import { photoVariants } from '../../lib/uploads/process-image.js';
import type { ReceiveUpload } from '../../lib/uploads/read-upload-form.js';
import { assertMayCarryBadges, grantBadge } from '../access/badges.js';
import { basicDetailsMissing } from '../access/ownership.js';
import { recordAdminAction } from '../events/audit-log.js';

const newGesture = (): SelfieGesture => SELFIE_GESTURES[randomInt(SELFIE_GESTURES.length)] as SelfieGesture;

/** Chosen once, kept until a selfie is sent. */
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

/** Replaces one that waited already. */
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
  assertMayCarryBadges(profile);
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
    // This gesture has been seen.
    await tx.update(profiles).set({ selfieGesture: null }).where(eq(profiles.id, profileId));
    return earlier?.key;
  });
  if (replaced) await removeFiles(media, [replaced], log);
}

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

/** The row goes in the decision's transaction and its file right after: no selfie outlives its decision. */
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
  // The sweep of unreferenced files takes a file that cannot be removed now.
  await deps.storage.delete(key).catch((error: unknown) => {
    log.warn({ err: error }, 'a decided selfie could not be removed yet');
  });
  return { Status: 'Success' };
}
