/** Members with everything a family would fill in, and the calls the trust tests make as each of them. */
import { randomInt } from 'node:crypto';
import { type AttachmentItem, type PhotoItem, STATUS_APPROVED } from '@varmala/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { Config } from '../../config.js';
import { type FilePart, jpeg, keyOfUrl, multipart, pdf } from '../../features/media/test-support.js';
import { runOperatorCommand } from '../../features/operator/commands.js';
import {
  approvePhotos,
  createMember,
  type Member,
  type MemberOptions,
} from '../../features/search/test-support.js';
import { basicFor, family, horoscope, personal, work } from '../profile-fixtures.js';
import { bearer, type TestContext, type TestMember, uniqueIp } from '../test-app.js';

const MINUTE = 60_000;
const GENEROUS = { limit: 100_000, windowMs: 60 * MINUTE };

/** Rate limits out of the way, for tests about who sees what rather than about floods. */
export const NO_RATE_LIMITS: Partial<Config> = {
  rateLimits: {
    loginPerIp: GENEROUS,
    signupPerIp: GENEROUS,
    signupPerMobile: GENEROUS,
    verifyEmailPerIp: GENEROUS,
    passwordResetPerIp: GENEROUS,
    passwordResetPerMobile: GENEROUS,
    publicSearchPerIp: GENEROUS,
    searchPagesPerMember: GENEROUS,
    profileViewsPerMember: GENEROUS,
  },
};

export interface Request {
  method: string;
  url: string;
  payload?: object;
  files?: FilePart[];
  fields?: Record<string, string>;
}

/** One request as `who` (null: anonymous) from an address of its own, so no limit is shared. */
export async function send(ctx: TestContext, who: TestMember | null, request: Request) {
  const auth = who ? bearer(who.token) : {};
  if (request.files) {
    const body = await multipart(request.files, request.fields);
    return ctx.app.inject({
      method: request.method as 'POST',
      url: request.url,
      remoteAddress: uniqueIp(),
      headers: { 'content-type': body.contentType, ...auth },
      payload: body.payload,
    });
  }
  return ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    remoteAddress: uniqueIp(),
    headers: auth,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

export function expectOk(response: LightMyRequestResponse, what: string) {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/** A member with every step saved, a date of birth of their own, photos and horoscope files. */
export interface FullMember extends Member {
  dateOfBirth: string;
  /** The bodies the steps were saved with, so a test can save them again unchanged. */
  steps: Record<'basic' | 'personal' | 'work' | 'family' | 'horoscope', Record<string, unknown>>;
  photos: PhotoItem[];
  attachments: AttachmentItem[];
}

export interface FullMemberOptions extends MemberOptions {
  photos?: number;
  /** Horoscope files: a PDF and a scanned chart (JPEG) unless given. */
  attachments?: FilePart[];
}

const TAMIL_BASIC = { language: 'Tamil', community: 'Brahmin', surname: 'Iyer' };

export const horoscopeFile = (bytes: Uint8Array, name: string): FilePart => ({
  field: 'horoscope',
  name,
  type: 'application/octet-stream',
  bytes,
});

export const photoFile = (bytes: Uint8Array, name = 'me.jpg'): FilePart => ({
  field: 'photo',
  name,
  type: 'image/jpeg',
  bytes,
});

let created = 0;

export async function createFullMember(
  ctx: TestContext,
  options: FullMemberOptions = {},
): Promise<FullMember> {
  // Distinct per member in this file, so one member's value is never mistaken for another's.
  const n = created++;
  const year = new Date().getFullYear() - 21 - (n % 19);
  const dateOfBirth = `${year}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
  const birthTime = `${String((n % 12) + 1).padStart(2, '0')}:${String((7 * n + 3) % 60).padStart(2, '0')} ${n % 24 < 12 ? 'AM' : 'PM'}`;
  const address = `${1000 + n} Temple Street ${randomInt(1_000_000)}`;
  const base = await createMember(ctx, {
    ...options,
    basic: { date_of_birth: dateOfBirth, address, ...options.basic },
    horoscope: { birth_time: birthTime, ...options.horoscope },
  });
  const member = { ...base, secrets: { ...base.secrets, address, birthTime } };
  const domainBasic = options.domain === 'tamilmala' ? TAMIL_BASIC : {};
  const steps = {
    basic: basicFor({
      gender: options.gender ?? 'Female',
      mobiles: member.secrets.mobiles,
      email: member.secrets.email,
      address,
      date_of_birth: dateOfBirth,
      ...domainBasic,
      ...options.basic,
    }),
    personal: { ...personal, ...options.personal },
    work: { ...work, ...options.work },
    family,
    horoscope: { ...horoscope, birth_time: birthTime, ...options.horoscope },
  };
  let photos: PhotoItem[] = [];
  for (let i = 0; i < (options.photos ?? 1); i++) {
    const response = await send(ctx, member, {
      method: 'POST',
      url: `/api/profile/${member.userId}/photo`,
      files: [photoFile(await jpeg(160 + i * 10, 200))],
    });
    photos = expectOk(response, 'photo upload').json();
  }
  // The operator's approval covers the photos too (decision 009).
  if ((options.status ?? STATUS_APPROVED) === STATUS_APPROVED) await approvePhotos(ctx, member.profileId);
  const files = options.attachments ?? [
    horoscopeFile(pdf(), 'kundali.pdf'),
    horoscopeFile(await jpeg(200, 300), 'chart.jpg'),
  ];
  let attachments: AttachmentItem[] = [];
  if (files.length > 0) {
    const response = await send(ctx, member, {
      method: 'POST',
      url: `/api/profile/${member.userId}/attachment`,
      files,
    });
    attachments = expectOk(response, 'attachment upload').json();
  }
  return { ...member, dateOfBirth, steps, photos, attachments };
}

/** Every stored key of a member's photos (three sizes each). */
export const photoKeysOf = (member: FullMember) =>
  member.photos.flatMap((photo) => [photo.short, photo.large, photo.url].map(keyOfUrl));

export const attachmentKeysOf = (member: FullMember) => member.attachments.map((file) => keyOfUrl(file.url));

/** The public page's date format: numbers without leading zeros. */
export const specDateOf = (isoDate: string) => isoDate.split('-').map(Number).join('-');

export async function grantSubscription(ctx: TestContext, member: TestMember, downloads = 50) {
  const result = await runOperatorCommand(ctx.database.db, [
    'grant-subscription',
    '--mobile',
    member.mobile,
    '--downloads',
    String(downloads),
    '--days',
    '30',
  ]);
  if (!result.ok) throw new Error(result.message);
}
