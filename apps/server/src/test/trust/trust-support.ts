/** The calls the trust tests make as each member, and the files and keys they look for. */
import type { LightMyRequestResponse } from 'fastify';
import { runOperatorCommand } from '../../cli/operator-commands.js';
import type { Config } from '../../config.js';
import { type FilePart, jpeg, keyOfUrl, multipart, pdf } from '../media-support.js';
import type { Member } from '../members.js';
import { bearer, type TestContext, type TestMember, uniqueIp } from '../test-app.js';

const MINUTE = 60_000;
const GENEROUS = { limit: 100_000, windowMs: 60 * MINUTE };

/** Rate limits out of the way, for tests about who sees what rather than about floods. */
export const NO_RATE_LIMITS: Partial<Config> = {
  rateLimits: {
    loginPerIp: GENEROUS,
    loginPerMobile: GENEROUS,
    passwordChangePerMember: GENEROUS,
    signupPerIp: GENEROUS,
    signupPerMobile: GENEROUS,
    verifyEmailPerIp: GENEROUS,
    passwordResetPerIp: GENEROUS,
    passwordResetPerMobile: GENEROUS,
    publicSearchPerIp: GENEROUS,
    biodataPerMember: GENEROUS,
    sharedBiodataPerIp: GENEROUS,
    searchPagesPerMember: GENEROUS,
    profileViewsPerMember: GENEROUS,
    profileMatchesPerMember: GENEROUS,
    birthChartsPerMember: GENEROUS,
    reportsPerMember: GENEROUS,
    blockChangesPerMember: GENEROUS,
    privacyChangesPerMember: GENEROUS,
    exportsPerMember: GENEROUS,
    erasureAttemptsPerMember: GENEROUS,
    utrTriesPerMember: GENEROUS,
    claimTriesPerIp: GENEROUS,
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

/** The horoscope files a family would send: a PDF and a scanned chart (JPEG). */
export const horoscopeFiles = async (): Promise<FilePart[]> => [
  horoscopeFile(pdf(), 'kundali.pdf'),
  horoscopeFile(await jpeg(200, 300), 'chart.jpg'),
];

/** Every stored key of a member's photos (three sizes each). */
export const photoKeysOf = (member: Member) =>
  member.photos.flatMap((photo) => [photo.short, photo.large, photo.url].map(keyOfUrl));

export const attachmentKeysOf = (member: Member) => member.attachments.map((file) => keyOfUrl(file.url));

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
