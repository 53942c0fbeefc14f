/** Members made through the API as a family would make them: sign-up, the steps asked for, photos, files. */
import { randomInt } from 'node:crypto';
import {
  type AttachmentItem,
  apiRoute,
  type PhotoItem,
  type ProfileFor,
  STATUS_APPROVED,
  STATUS_UNVERIFIED,
  type UpdatePrivacyRequest,
} from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../db/schema.js';
import { type FilePart, jpeg, multipart } from './media-support.js';
import { basicFor, family, horoscope, personal, work } from './profile-fixtures.js';
import { approvePhotos, saveStep, setStatus } from './search-support.js';
import {
  bearer,
  decodeClaims,
  type TestContext,
  type TestMember,
  uniqueIp,
  uniqueMobile,
} from './test-app.js';

/** The profile steps, in the order the form saves them. */
export const STEPS = ['basic', 'personal', 'work', 'family', 'horoscope'] as const;
export type Step = (typeof STEPS)[number];

type StepBody = Record<string, unknown>;

/** A profile as the member's first save leaves it: the basic step only, Unverified. */
export const NEW_PROFILE = { steps: ['basic'], status: STATUS_UNVERIFIED } as const satisfies MemberOptions;

export interface MemberOptions {
  /** The steps to save, always in the form's order; all five unless given, `[]` for an account only. */
  steps?: readonly Step[];
  user_name?: string;
  password?: string;
  domain?: 'varmala' | 'tamilmala';
  /** The language the site was read in at sign-up (none unless given). */
  language?: 'en' | 'mr' | 'ta';
  /** The sign-up's answer to 'This profile is for' (not asked unless given). */
  profileFor?: ProfileFor;
  gender?: 'Male' | 'Female';
  /**
   * The profile's status, set in the database once the steps are saved; Approved unless given, and
   * Approved approves the photos too (decision 009). A saved profile starts Unverified, so
   * `STATUS_UNVERIFIED` leaves it as the save left it.
   */
  status?: number;
  /** The member agreed to appear on the public home page, as the operator needs to feature it (no unless given). */
  featuredConsent?: boolean;
  /** Privacy & safety settings saved after the photos: paused, or photos shown only to the shortlisted. */
  privacy?: UpdatePrivacyRequest;
  /** How many photos to upload (none unless given). */
  photos?: number;
  /** Horoscope files to upload in one request (none unless given). */
  attachments?: FilePart[];
  /** Fields that replace the member's own values in each step's body. */
  basic?: StepBody;
  personal?: StepBody;
  work?: StepBody;
  family?: StepBody;
  horoscope?: StepBody;
}

/** A member whose basic step is saved, `S` naming the steps saved: a profile, and what it was made with. */
export interface Member<S extends Step = Step> extends TestMember {
  profileId: number;
  mid: string;
  /** The profile's own mobile numbers, e-mail, address and birth time: what others must not see. */
  secrets: { mobiles: string[]; email: string; address: string; birthTime: string };
  dateOfBirth: string;
  /** The bodies the steps were saved with, so a test can save them again unchanged. */
  steps: Record<S | 'basic', StepBody>;
  /** The photos as the last upload listed them. */
  photos: PhotoItem[];
  attachments: AttachmentItem[];
}

const TAMIL_BASIC = { language: 'Tamil', community: 'Brahmin', surname: 'Iyer' };

const twoDigits = (n: number) => String(n).padStart(2, '0');

function expectOk(response: LightMyRequestResponse, what: string) {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response;
}

async function upload(ctx: Pick<TestContext, 'app'>, member: TestMember, what: string, files: FilePart[]) {
  const body = await multipart(files);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/profile/${member.userId}/${what}`,
    remoteAddress: uniqueIp(),
    headers: { 'content-type': body.contentType, ...bearer(member.token) },
    payload: body.payload,
  });
  return expectOk(response, `${what} upload`).json();
}

let made = 0;

/**
 * Values of the member's own, distinct from every other member's in the test file, so one member's
 * value is never mistaken for another's.
 */
function ownValues() {
  const n = made++;
  return {
    mobiles: [uniqueMobile(), uniqueMobile()],
    email: `member${randomInt(1_000_000_000)}@example.com`,
    address: `${1000 + n} Temple Street ${randomInt(1_000_000)}`,
    dateOfBirth: `${new Date().getFullYear() - 21 - (n % 19)}-${twoDigits((n % 12) + 1)}-${twoDigits((n % 28) + 1)}`,
    birthTime: `${twoDigits((n % 12) + 1)}:${twoDigits((7 * n + 3) % 60)} ${n % 24 < 12 ? 'AM' : 'PM'}`,
  };
}

async function signUp(ctx: Pick<TestContext, 'app'>, options: MemberOptions): Promise<TestMember> {
  const mobile = uniqueMobile();
  const password = options.password ?? 'correct horse battery';
  const response = await ctx.app.inject({
    ...apiRoute('signup'),
    remoteAddress: uniqueIp(),
    payload: {
      user_name: options.user_name ?? 'Test Member',
      mobile_no: mobile,
      password,
      domain: options.domain,
      language: options.language,
      profile_for: options.profileFor,
    },
  });
  const token = expectOk(response, 'signup').json<{ token: string }>().token;
  return { mobile, password, token, userId: decodeClaims(token).user_id as number };
}

/**
 * A member made as a family would make one: signs up, saves the steps asked for (all five unless
 * told) with values of their own, uploads photos and horoscope files, and gets a status. With
 * `steps: []` it is an account only.
 */
export function makeMember(
  ctx: Pick<TestContext, 'app' | 'database'>,
  options: MemberOptions & { steps: readonly [] },
): Promise<TestMember>;
export function makeMember<const S extends readonly Step[] = typeof STEPS>(
  ctx: Pick<TestContext, 'app' | 'database'>,
  options?: MemberOptions & { steps?: S },
): Promise<Member<S[number]>>;
export async function makeMember(
  ctx: Pick<TestContext, 'app' | 'database'>,
  options: MemberOptions = {},
): Promise<TestMember | Member> {
  const account = await signUp(ctx, options);
  const asked = options.steps ?? STEPS;
  if (asked.length === 0) {
    if (options.photos || options.attachments?.length) throw new Error('photos and files need a profile');
    return account;
  }
  if (!asked.includes('basic')) throw new Error('the other steps need the basic step saved first');

  const own = ownValues();
  const steps = {
    basic: basicFor({
      gender: options.gender ?? 'Female',
      mobiles: own.mobiles,
      email: own.email,
      address: own.address,
      date_of_birth: own.dateOfBirth,
      ...(options.domain === 'tamilmala' ? TAMIL_BASIC : {}),
      ...options.basic,
    }),
    personal: { ...personal, ...options.personal },
    work: { ...work, ...options.work },
    family: { ...family, ...options.family },
    horoscope: { ...horoscope, birth_time: own.birthTime, ...options.horoscope },
  };
  const saved: Partial<Member['steps']> = { basic: steps.basic };
  const { profile_id: profileId, mid } = await saveStep(ctx, account, 'basic', steps.basic);
  for (const step of STEPS.filter((s) => s !== 'basic' && asked.includes(s))) {
    await saveStep(ctx, account, step, steps[step]);
    saved[step] = steps[step];
  }

  const status = options.status ?? STATUS_APPROVED;
  if (status !== STATUS_UNVERIFIED) await setStatus(ctx, profileId, status);
  if (options.featuredConsent) {
    expectOk(
      await ctx.app.inject({
        ...apiRoute('setFeaturedConsent', { userId: account.userId }),
        headers: bearer(account.token),
        payload: { consent: true },
      }),
      'featured consent',
    );
  }
  let photoList: PhotoItem[] = [];
  for (let i = 0; i < (options.photos ?? 0); i++) {
    const bytes = await jpeg(160 + i * 10, 200);
    photoList = await upload(ctx, account, 'photo', [
      { field: 'photo', name: 'me.jpg', type: 'image/jpeg', bytes },
    ]);
  }
  // The operator's approval covers the photos too (decision 009).
  if (status === STATUS_APPROVED && photoList.length > 0) await approvePhotos(ctx, profileId);
  if (options.privacy) {
    expectOk(
      await ctx.app.inject({
        ...apiRoute('updatePrivacy'),
        headers: bearer(account.token),
        payload: options.privacy,
      }),
      'privacy settings',
    );
  }
  const files = options.attachments ?? [];
  const attachmentList: AttachmentItem[] =
    files.length > 0 ? await upload(ctx, account, 'attachment', files) : [];

  const basic: Record<string, unknown> = steps.basic;
  return {
    ...account,
    profileId,
    mid,
    secrets: {
      mobiles: basic.mobiles as string[],
      email: basic.email as string,
      address: basic.address as string,
      birthTime: String(steps.horoscope.birth_time),
    },
    dateOfBirth: basic.date_of_birth as string,
    steps: saved as Member['steps'],
    photos: photoList,
    attachments: attachmentList,
  };
}

/** An account the operator runs the site with (role ADMIN), and no profile. */
export async function makeAdmin(ctx: Pick<TestContext, 'app' | 'database'>): Promise<TestMember> {
  const admin = await makeMember(ctx, { steps: [], user_name: 'Site Admin' });
  await ctx.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin.userId));
  return admin;
}
