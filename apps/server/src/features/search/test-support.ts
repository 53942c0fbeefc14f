/** Members with complete, distinct profiles for search, view and download tests. */
import { randomInt } from 'node:crypto';
import { type PhotoItem, STATUS_APPROVED } from '@varmala/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { photos, profiles } from '../../db/schema.js';
import { basicFor, family, horoscope, personal, work } from '../../test/profile-fixtures.js';
import {
  bearer,
  signupMember,
  type TestContext,
  type TestMember,
  uniqueMobile,
} from '../../test/test-app.js';
import { jpeg, multipart } from '../media/test-support.js';

export interface Member extends TestMember {
  profileId: number;
  mid: string;
  /** The profile's own mobile numbers, e-mail, address and birth time: what others must not see. */
  secrets: { mobiles: string[]; email: string; address: string; birthTime: string };
}

export interface MemberOptions {
  gender?: 'Male' | 'Female';
  domain?: 'varmala' | 'tamilmala';
  /** Profile status; Approved unless given. */
  status?: number;
  basic?: Record<string, unknown>;
  personal?: Record<string, unknown>;
  work?: Record<string, unknown>;
  horoscope?: Record<string, unknown>;
}

const TAMIL_BASIC = { language: 'Tamil', community: 'Brahmin', surname: 'Iyer' };

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Saves one profile step through the API as the member would; anything but 200 throws. */
export async function saveStep(ctx: TestContext, member: TestMember, step: string, payload: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/profile/${member.userId}/${step}`,
    headers: bearer(member.token),
    payload,
  });
  if (response.statusCode !== 200)
    throw new Error(`${step} save failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A member with all five text steps saved, through the API as a member would. */
export async function createMember(ctx: TestContext, options: MemberOptions = {}): Promise<Member> {
  const domain = options.domain ?? 'varmala';
  const account = await signupMember(ctx.app, { domain });
  const secrets = {
    mobiles: [uniqueMobile(), uniqueMobile()],
    email: `member${randomInt(1_000_000_000)}@example.com`,
    address: `${randomInt(1000, 10_000)} Temple Street`,
    birthTime: `${twoDigits(randomInt(1, 13))}:${twoDigits(randomInt(0, 60))} PM`,
  };
  const basic = await saveStep(
    ctx,
    account,
    'basic',
    basicFor({
      gender: options.gender ?? 'Female',
      mobiles: secrets.mobiles,
      email: secrets.email,
      address: secrets.address,
      ...(domain === 'tamilmala' ? TAMIL_BASIC : {}),
      ...options.basic,
    }),
  );
  await saveStep(ctx, account, 'personal', { ...personal, ...options.personal });
  await saveStep(ctx, account, 'work', { ...work, ...options.work });
  await saveStep(ctx, account, 'family', family);
  await saveStep(ctx, account, 'horoscope', {
    ...horoscope,
    birth_time: secrets.birthTime,
    ...options.horoscope,
  });
  await setStatus(ctx, basic.profile_id, options.status ?? STATUS_APPROVED);
  return { ...account, profileId: basic.profile_id, mid: basic.mid, secrets };
}

export async function setStatus(ctx: TestContext, profileId: number, status: number) {
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
export async function approvePhotos(ctx: TestContext, profileId: number) {
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
    method: 'POST',
    url: `/api/profile/${member.userId}/photo`,
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
    method: 'POST',
    url: `/api/profile/recent/${page}`,
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
] as const;
