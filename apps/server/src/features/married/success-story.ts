import {
  type AdminStoryList,
  fieldMessageKey,
  type Language,
  type MyStoryResponse,
  PAGE_SIZE,
  STORY_CONSENT_FIELD,
  STORY_PHOTO_FIELD,
  STORY_TEXT_FIELD,
  type StoryStateResponse,
  type SuccessBody,
  storyFieldsSchema,
  type ValidationMessageKey,
} from '@varmala/shared';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../app-types.js';
import type { DbOrTx } from '../../db/client.js';
import { marriages, profiles, successStories, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { type MediaContext, removeFiles } from '../../lib/uploads/media-context.js';
import type { ReceiveUpload } from '../../lib/uploads/read-upload-form.js';
import { storePhotoVariants } from '../../lib/uploads/store-photo-variants.js';
import { basicDetailsMissing } from '../access/ownership.js';
import { recordAdminAction } from '../events/audit-log.js';
import { recordNotice } from '../events/record-notice.js';

const MARRIED = [300, 301];

/** The language a story was written in, by its letters: the carousel shows it as it was written. */
export function languageOfText(text: string, fallback: Language): Language {
  const devanagari = (text.match(/[\u0900-\u097F]/g) ?? []).length;
  const tamil = (text.match(/[\u0B80-\u0BFF]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  const most = Math.max(devanagari, tamil, latin);
  if (most === 0) return fallback;
  if (most === devanagari) return 'mr';
  if (most === tamil) return 'ta';
  return 'en';
}

/** Both parts are checked before the picture is decoded; what is missing is named. */
function requiredParts(photo: Buffer | undefined, fields: Map<string, string>) {
  const parsed = storyFieldsSchema.safeParse({
    text: fields.get(STORY_TEXT_FIELD) ?? '',
    consent: fields.get(STORY_CONSENT_FIELD),
  });
  const errors: Record<string, ValidationMessageKey> = {};
  if (!photo) errors[STORY_PHOTO_FIELD] = 'required';
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors[String(issue.path[0])] ??= fieldMessageKey(issue.message);
    }
  }
  if (!photo || !parsed.success) {
    // The text's own problem (contact details, too long) says more than the general request.
    const textProblem = errors[STORY_TEXT_FIELD];
    const key = !photo
      ? 'chooseStoryPhoto'
      : textProblem === 'contactDetails' || textProblem === 'tooLong'
        ? textProblem
        : 'writeStory';
    throw new AppError('VALIDATION_FAILED', key, { fields: errors });
  }
  return { photo, text: parsed.data.text };
}

/** The member's own profile as a story needs it: married, with the spouse it named. */
async function ownMarriage(db: DbOrTx, viewer: AuthUser) {
  if (viewer.profileId === null) throw basicDetailsMissing();
  const [own] = await db
    .select({
      id: profiles.id,
      status: profiles.status,
      domain: profiles.domain,
      spouseProfileId: profiles.spouseProfileId,
      language: users.language,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, viewer.profileId));
  if (!own) throw basicDetailsMissing();
  return own;
}

const ofEitherFamily = (profileId: number) =>
  or(eq(successStories.profileId, profileId), eq(successStories.partnerProfileId, profileId));

const filesOf = (story: { shortKey: string; largeKey: string; urlKey: string }) => [
  story.shortKey,
  story.largeKey,
  story.urlKey,
];

/**
 * `POST /api/me/success-story`: a married family's story, a photo and up to 1,000 characters with
 * its yes. Married through the site, it waits for the other family's consent (asked on their home
 * and by a notice); else it goes to the operator. The photo follows the photo rules (judged by its
 * bytes, re-encoded, metadata removed); the text carries no contact details. A story refused by the
 * operator is replaced; any other stands until withdrawn.
 */
export async function createStory(
  media: MediaContext,
  viewer: AuthUser,
  receive: ReceiveUpload,
  log: FastifyBaseLogger,
): Promise<StoryStateResponse> {
  const own = await ownMarriage(media.db, viewer);
  if (!MARRIED.includes(own.status)) throw new AppError('CONFLICT', 'storyNeedsMarriage');
  const [existing] = await media.db.select().from(successStories).where(ofEitherFamily(own.id));
  if (existing && !(existing.state === 'rejected' && existing.profileId === own.id)) {
    throw new AppError('CONFLICT', 'storyExists');
  }
  const form = await receive();
  const { photo, text } = requiredParts(form.files[0], form.fields);
  const partner = own.status === 300 ? own.spouseProfileId : null;
  const state = partner === null ? 'in_review' : 'awaiting_consent';
  const story = await storePhotoVariants(media, 'marriage', photo, log, async (tx, keys) => {
    if (existing) await tx.delete(successStories).where(eq(successStories.id, existing.id));
    const [row] = await tx
      .insert(successStories)
      .values({
        profileId: own.id,
        partnerProfileId: partner,
        domain: own.domain,
        text,
        language: languageOfText(text, own.language ?? 'en'),
        shortKey: keys.short,
        largeKey: keys.large,
        urlKey: keys.url,
        state,
      })
      .returning({ id: successStories.id });
    if (!row) throw new AppError('CONFLICT', 'storyExists');
    if (partner !== null) {
      await recordNotice(tx, { kind: 'story_to_consent', to: { profileId: partner }, about: own.id });
    }
    return row;
  });
  if (existing) await removeFiles(media, filesOf(existing), log);
  return { story_id: story.id, state };
}

/** `POST /api/me/success-story/{storyId}/consent`: the other family says yes; the operator looks next. */
export async function consentToStory(
  db: DbOrTx,
  viewer: AuthUser,
  storyId: number,
): Promise<StoryStateResponse> {
  const own = await ownMarriage(db, viewer);
  const [story] = await db
    .update(successStories)
    .set({
      partnerConsentAt: sql`coalesce(${successStories.partnerConsentAt}, now())`,
      state: sql`case when ${successStories.state} = 'awaiting_consent' then 'in_review' else ${successStories.state} end`,
    })
    .where(and(eq(successStories.id, storyId), eq(successStories.partnerProfileId, own.id)))
    .returning({ state: successStories.state });
  if (!story) throw new AppError('NOT_FOUND', 'storyNotFound');
  return { story_id: storyId, state: story.state };
}

/**
 * `DELETE /api/me/success-story/{storyId}`: either family withdraws its yes, and the story leaves
 * the site at once: its row, the marriage it was published as, and the photo's files.
 */
export async function withdrawStory(
  media: MediaContext,
  viewer: AuthUser,
  storyId: number,
  log: FastifyBaseLogger,
): Promise<SuccessBody> {
  const own = await ownMarriage(media.db, viewer);
  const [story] = await media.db
    .delete(successStories)
    .where(and(eq(successStories.id, storyId), ofEitherFamily(own.id)))
    .returning();
  if (!story) throw new AppError('NOT_FOUND', 'storyNotFound');
  await removeFiles(media, filesOf(story), log);
  return { Status: 'Success' };
}

/** `GET /api/me/success-story`: the story of my marriage, whoever wrote it, and where it stands. */
export async function readMyStory(
  db: DbOrTx,
  urls: MediaUrlSigner,
  viewer: AuthUser,
): Promise<MyStoryResponse> {
  const own = await ownMarriage(db, viewer);
  const [story] = await db.select().from(successStories).where(ofEitherFamily(own.id));
  if (!story) return { story: null };
  const writtenByUs = story.profileId === own.id;
  const otherId = writtenByUs ? story.partnerProfileId : story.profileId;
  const [other] =
    otherId === null
      ? []
      : await db
          .select({ profile_id: profiles.id, mid: profiles.mid, name: profiles.name })
          .from(profiles)
          .where(eq(profiles.id, otherId));
  return {
    story: {
      story_id: story.id,
      state: story.state,
      text: story.text,
      language: story.language,
      photo: urls.urlFor(story.largeKey),
      written_by_us: writtenByUs,
      reject_reason: story.state === 'rejected' ? story.rejectReason : null,
      partner: other ?? null,
    },
  };
}

/** `GET /api/admin/success-stories/{page}`: stories both families agreed to, waiting, the oldest first. */
export async function listStoriesToReview(
  db: DbOrTx,
  urls: MediaUrlSigner,
  page: number,
): Promise<AdminStoryList> {
  const writer = alias(profiles, 'writer');
  const partner = alias(profiles, 'partner');
  const waiting = eq(successStories.state, 'in_review');
  const [rows, [total]] = await Promise.all([
    db
      .select({ story: successStories, mid: writer.mid, partnerMid: partner.mid })
      .from(successStories)
      .leftJoin(writer, eq(writer.id, successStories.profileId))
      .leftJoin(partner, eq(partner.id, successStories.partnerProfileId))
      .where(waiting)
      .orderBy(asc(successStories.createdAt), asc(successStories.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(successStories).where(waiting),
  ]);
  return {
    count: total?.n ?? 0,
    rows: rows.map(({ story, mid, partnerMid }) => ({
      story_id: story.id,
      state: story.state,
      text: story.text,
      language: story.language,
      photo: urls.urlFor(story.largeKey),
      mid,
      partner_mid: partnerMid,
      created_at: story.createdAt.toISOString(),
    })),
  };
}

/** A story waiting for the operator, locked until the decision commits; 404 or 409 otherwise. */
async function lockStoryToDecide(tx: DbOrTx, storyId: number) {
  const [story] = await tx.select().from(successStories).where(eq(successStories.id, storyId)).for('update');
  if (!story) throw new AppError('NOT_FOUND', 'storyNotFound');
  if (story.state !== 'in_review') throw new AppError('CONFLICT', 'storyDecided');
  return story;
}

/**
 * `POST /api/admin/success-stories/{storyId}/publish`: the story joins the home page's carousel of
 * its site, its caption in the language it was written in; both families are told.
 */
export async function publishStory(
  db: DbOrTx,
  admin: AuthUser,
  storyId: number,
): Promise<StoryStateResponse> {
  await db.transaction(async (tx) => {
    const story = await lockStoryToDecide(tx, storyId);
    await tx
      .update(successStories)
      .set({ state: 'published', decidedBy: admin.id, decidedAt: sql`now()` })
      .where(eq(successStories.id, storyId));
    const [marriage] = await tx
      .insert(marriages)
      .values({
        domain: story.domain,
        shortKey: story.shortKey,
        largeKey: story.largeKey,
        urlKey: story.urlKey,
        caption: story.text,
        language: story.language,
        storyId: story.id,
        createdBy: admin.id,
      })
      .returning({ id: marriages.id });
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: 'admin:story-publish',
      targetType: 'success_story',
      targetId: storyId,
      before: { state: 'in_review' },
      after: { state: 'published', marriage_id: marriage?.id },
    });
    for (const profileId of [story.profileId, story.partnerProfileId]) {
      if (profileId !== null) await recordNotice(tx, { kind: 'story_published', to: { profileId } });
    }
  });
  return { story_id: storyId, state: 'published' };
}

/** `POST /api/admin/success-stories/{storyId}/reject`: not published, the writing family told why. */
export async function rejectStory(
  db: DbOrTx,
  admin: AuthUser,
  storyId: number,
  reason: string,
): Promise<StoryStateResponse> {
  await db.transaction(async (tx) => {
    const story = await lockStoryToDecide(tx, storyId);
    await tx
      .update(successStories)
      .set({ state: 'rejected', rejectReason: reason, decidedBy: admin.id, decidedAt: sql`now()` })
      .where(eq(successStories.id, storyId));
    await recordAdminAction(tx, {
      adminUserId: admin.id,
      action: 'admin:story-reject',
      targetType: 'success_story',
      targetId: storyId,
      before: { state: 'in_review' },
      after: { state: 'rejected', reason },
    });
    await recordNotice(tx, { kind: 'story_rejected', to: { profileId: story.profileId } });
  });
  return { story_id: storyId, state: 'rejected' };
}
