/** Steps, statuses, photos and searches as members and the operator make them, for search, view and download tests. */
import type { PhotoItem } from '@varmala/shared';
import { apiRoute, type FormStep, STEP_OPERATIONS } from '@varmala/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { photos, profiles } from '../db/schema.js';
import { jpeg, multipart } from './media-support.js';
import { bearer, type TestContext, type TestMember } from './test-app.js';

/** Saves one profile step through the API as the member would; anything but 200 throws. */
export async function saveStep(
  ctx: Pick<TestContext, 'app'>,
  member: TestMember,
  step: FormStep,
  payload: object,
) {
  const response = await ctx.app.inject({
    ...apiRoute(STEP_OPERATIONS[step].save, { userId: member.userId }),
    headers: bearer(member.token),
    payload,
  });
  if (response.statusCode !== 200)
    throw new Error(`${step} save failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function setStatus(ctx: Pick<TestContext, 'database'>, profileId: number, status: number) {
  await ctx.database.db.update(profiles).set({ status }).where(eq(profiles.id, profileId));
}

/** Sets the date of birth `years` years (plus `days` days) before the database's today. */
export async function setBornYearsAgo(ctx: TestContext, profileId: number, years: number, days = 0) {
  await ctx.database.db
    .update(profiles)
    .set({
      dateOfBirth: sql`(current_date - make_interval(years => ${years}::int, days => ${days}::int))::date`,
    })
    .where(eq(profiles.id, profileId));
}

/** Every photo of the profile becomes visible to others, as the operator's approval makes it (decision 009). */
export async function approvePhotos(ctx: Pick<TestContext, 'database'>, profileId: number) {
  await ctx.database.db.update(photos).set({ approved: true }).where(eq(photos.profileId, profileId));
}

/**
 * Adds a photo as the member would; unless `approved` is false, the operator then approves it, so
 * tests about who sees photos need not go through the review.
 */
export async function uploadPhoto(ctx: TestContext, member: TestMember, { approved = true } = {}) {
  const body = await multipart([
    { field: 'photo', name: 'me.jpg', type: 'image/jpeg', bytes: await jpeg(240, 320) },
  ]);
  const response = await ctx.app.inject({
    ...apiRoute('uploadPhoto', { userId: member.userId }),
    headers: { 'content-type': body.contentType, ...bearer(member.token) },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`photo upload failed: ${response.body}`);
  const list = response.json<PhotoItem[]>();
  if (approved) {
    const ids = list.map((photo) => photo.id);
    await ctx.database.db.update(photos).set({ approved: true }).where(inArray(photos.id, ids));
  }
  return list;
}

export function search(
  ctx: TestContext,
  member: TestMember | null,
  filters: object = {},
  page: number | string = 1,
) {
  return ctx.app.inject({
    ...apiRoute('searchProfiles', { page }),
    headers: member ? bearer(member.token) : {},
    payload: filters,
  });
}

/** Profile ids of a search answer, in the order given. */
export function idsOf(body: { rows: { profile_id: number }[] }): number[] {
  return body.rows.map((row) => row.profile_id);
}

/** The keys of a search row (spec section 3); a view answers these and the profile's own details. */
export const LIST_ITEM_KEYS = [
  'profile_id',
  'mid',
  'name',
  'age',
  'surname',
  'community',
  'city',
  'personal',
  'horoscope',
  'work',
  'family',
  'photos',
  'dob',
  'hasShortlisted',
  'shortlist_note',
  'demo',
  'badges',
  'interest',
  // Absent only when its owner or the viewer hides it (features/access/activity.ts).
  'activity',
] as const;
