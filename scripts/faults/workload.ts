/**
 * Simulated families writing to the server: each member saves profile sections (every field of a
 * save carries the same version number, so a half-applied save is visible) and uploads and deletes
 * photos (real JPEGs made by sharp). Every outcome goes into a ledger the checks compare against.
 */
import { randomInt } from 'node:crypto';
import { apiRoute } from '@varmala/shared';
import sharp from 'sharp';
import {
  ConnectionError,
  type ConnectionFailure,
  jsonBody,
  keepAliveAgent,
  multipartBody,
  type Reply,
  request,
  sleep,
} from './http-client.js';

export type Section = 'personal' | 'family';
export const SECTIONS: Section[] = ['personal', 'family'];

export interface Member {
  userId: number;
  /** The profile step 1 made, for what other members do to it (an interest). */
  profileId: number;
  token: string;
  ip: string;
}

/** Versions of one section: the last acknowledged, and later ones whose outcome is unknown. */
export interface SectionLedger {
  acked: number;
  ackedSaves: number[];
  maybe: number[];
  next: number;
}

export interface PhotoLedger {
  caption: string;
  width: number;
  height: number;
  upload: 'acked' | 'maybe';
  deleted?: 'acked' | 'maybe';
}

export interface MemberLedger {
  member: Member;
  sections: Record<Section, SectionLedger>;
  photos: Map<string, PhotoLedger>;
  /** The photo list as last answered by the server; undefined when a write's outcome is unknown. */
  listed: { id: number; caption: string | null }[] | undefined;
  step: number;
  uploads: number;
}

export interface Tally {
  requests: number;
  acknowledged: { saves: number; uploads: number; deletes: number; reads: number };
  /** 4xx answers: refused, nothing written. */
  refused: Record<string, number>;
  /** 503 answers in the error shape with code UNAVAILABLE. */
  unavailable: number;
  /** Any other 5xx, or a 503 without the error shape: each one is a defect. */
  serverErrors: { status: number; body: string }[];
  connection: Record<ConnectionFailure, number>;
}

export function newTally(): Tally {
  return {
    requests: 0,
    acknowledged: { saves: 0, uploads: 0, deletes: 0, reads: 0 },
    refused: {},
    unavailable: 0,
    serverErrors: [],
    connection: { refused: 0, reset: 0, timeout: 0, other: 0 },
  };
}

export function ackedWrites(tally: Tally): number {
  const { saves, uploads, deletes } = tally.acknowledged;
  return saves + uploads + deletes;
}

export function personalFor(version: number) {
  return {
    height: 163,
    weight: 30 + (version % 150),
    complexion: null,
    body_type: null,
    physical_status: 'Normal',
    marital_status: 'Never Married',
    food_habits: null,
    about: `about v${version}`,
    expectation: `expectation v${version}`,
  };
}

export function familyFor(version: number) {
  return {
    father_name: `Father ${version}`,
    father_alive: true,
    mother_name: `Mother ${version}`,
    mother_alive: true,
    father_occupation: `Occupation ${version}`,
    mother_occupation: null,
    sisters: 0,
    sisters_married: 0,
    brothers: 0,
    brothers_married: 0,
    family_status: null,
    property_details: `Property ${version}`,
    about_family: `Family ${version}`,
  };
}

/** The version every versioned field of a stored section carries: null if none, 'torn' if they differ. */
export function storedVersion(section: Section, stored: Record<string, unknown>): number | null | 'torn' {
  const versionOf = (value: unknown) => {
    const match = typeof value === 'string' ? /(\d+)$/.exec(value) : null;
    return match ? Number(match[1]) : null;
  };
  const versions =
    section === 'personal'
      ? [versionOf(stored.about), versionOf(stored.expectation)]
      : [
          versionOf(stored.father_name),
          versionOf(stored.mother_name),
          versionOf(stored.father_occupation),
          versionOf(stored.property_details),
          versionOf(stored.about_family),
        ];
  const first = versions[0] ?? null;
  if (versions.some((v) => v !== first)) return 'torn';
  if (first === null) return null;
  if (section === 'personal' && stored.weight !== 30 + (first % 150)) return 'torn';
  return first;
}

/** Photos of plausible size and content (noise compresses like a real picture), each of its own size. */
export async function photoPool(count = 16): Promise<{ bytes: Buffer; width: number; height: number }[]> {
  const pool = [];
  for (let i = 0; i < count; i++) {
    const width = 480 + i * 21;
    const height = 360 + i * 13;
    const bytes = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#c08040',
        noise: { type: 'gaussian', mean: 128, sigma: 12 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    pool.push({ bytes, width, height });
  }
  return pool;
}

let ipCounter = randomInt(1, 200);
function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

function auth(member: Pick<Member, 'token' | 'ip'>): Record<string, string> {
  return { authorization: `Bearer ${member.token}`, 'x-forwarded-for': member.ip };
}

/** Members with step 1 of their profile saved; half brides, half grooms. */
export async function createMembers(base: string, count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    const ip = nextIp();
    const mobile = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    const signup = await request(base, apiRoute('signup').url, {
      method: 'POST',
      ...jsonBody(
        { user_name: `Fault Member ${i}`, mobile_no: mobile, password: 'fault scenario password' },
        { 'x-forwarded-for': ip },
      ),
    });
    if (signup.status !== 200) throw new Error(`signup failed: ${signup.status} ${signup.body}`);
    const token = signup.json<{ token: string }>().token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    const member = { userId: claims.user_id as number, token, ip };
    const basic = await request(base, `/api/profile/${member.userId}/basic`, {
      method: 'POST',
      ...jsonBody(
        {
          name: i % 2 === 0 ? 'Asha' : 'Rohan',
          surname: 'Patil',
          community: 'Bhavasar Kshatriya',
          gothram: null,
          language: null,
          gender: i % 2 === 0 ? 'Female' : 'Male',
          date_of_birth: '1998-03-14',
          mobiles: [mobile],
          email: null,
          address: null,
          city: 'Belagavi',
          pincode: '590001',
          state: 'Karnataka',
          country: 'India',
        },
        auth(member),
      ),
    });
    if (basic.status !== 200) throw new Error(`basic step failed: ${basic.status} ${basic.body}`);
    members.push({ ...member, profileId: basic.json<{ profile_id: number }>().profile_id });
  }
  return members;
}

export function newLedger(member: Member): MemberLedger {
  const section = (): SectionLedger => ({ acked: 0, ackedSaves: [], maybe: [], next: 1 });
  return {
    member,
    sections: { personal: section(), family: section() },
    photos: new Map(),
    listed: [],
    step: 0,
    uploads: 0,
  };
}

type Outcome = 'acked' | 'refused' | 'maybe';

/** Sorts one answer (or connection failure) into the tally; a write is 'maybe' when it may have happened. */
function classify(tally: Tally, result: Reply | ConnectionError): Outcome {
  tally.requests += 1;
  if (result instanceof ConnectionError) {
    tally.connection[result.kind] += 1;
    return 'maybe';
  }
  if (result.status >= 200 && result.status < 300) return 'acked';
  if (result.status >= 400 && result.status < 500) {
    tally.refused[result.status] = (tally.refused[result.status] ?? 0) + 1;
    return 'refused';
  }
  let code: unknown;
  try {
    code = result.json<{ code?: unknown }>().code;
  } catch {
    code = undefined;
  }
  // A 503 tells the client when to try again; one without the error shape or the header is a defect.
  if (result.status === 503 && code === 'UNAVAILABLE' && result.headers['retry-after'] === '5') {
    tally.unavailable += 1;
  } else {
    tally.serverErrors.push({ status: result.status, body: result.body.toString('utf8').slice(0, 300) });
  }
  return 'maybe';
}

async function attempt(promise: Promise<Reply>): Promise<Reply | ConnectionError> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ConnectionError) return error;
    throw error;
  }
}

export interface WorkloadOptions {
  base: string;
  pool: { bytes: Buffer; width: number; height: number }[];
  tally: Tally;
  agent?: import('node:http').Agent;
  /** Called after every answer, e.g. to count requests answered after a signal. */
  onAnswer?: (result: Reply | ConnectionError) => void;
}

async function saveSection(ledger: MemberLedger, section: Section, options: WorkloadOptions) {
  const entry = ledger.sections[section];
  const version = entry.next++;
  const body = section === 'personal' ? personalFor(version) : familyFor(version);
  const result = await attempt(
    request(options.base, `/api/profile/${ledger.member.userId}/${section}`, {
      method: 'POST',
      agent: options.agent,
      ...jsonBody(body, auth(ledger.member)),
    }),
  );
  options.onAnswer?.(result);
  const outcome = classify(options.tally, result);
  if (outcome === 'acked') {
    options.tally.acknowledged.saves += 1;
    entry.acked = version;
    entry.ackedSaves.push(version);
    entry.maybe = [];
  } else if (outcome === 'maybe') {
    entry.maybe.push(version);
  }
}

function rememberList(ledger: MemberLedger, reply: Reply) {
  ledger.listed = reply.json<{ id: number; caption: string | null }[]>().map((p) => ({
    id: p.id,
    caption: p.caption,
  }));
}

async function refreshList(ledger: MemberLedger, options: WorkloadOptions) {
  const result = await attempt(
    request(options.base, `/api/profile/${ledger.member.userId}/photo`, {
      agent: options.agent,
      headers: auth(ledger.member),
    }),
  );
  options.onAnswer?.(result);
  if (classify(options.tally, result) === 'acked' && !(result instanceof ConnectionError)) {
    options.tally.acknowledged.reads += 1;
    rememberList(ledger, result);
  }
}

async function uploadPhoto(ledger: MemberLedger, options: WorkloadOptions) {
  const image = options.pool[(ledger.member.userId + ledger.uploads) % options.pool.length];
  if (!image) throw new Error('empty photo pool');
  const caption = `m${ledger.member.userId}-p${++ledger.uploads}`;
  const form = await multipartBody('photo', 'me.jpg', 'image/jpeg', image.bytes, { caption });
  const result = await attempt(
    request(options.base, `/api/profile/${ledger.member.userId}/photo`, {
      method: 'POST',
      agent: options.agent,
      headers: { ...auth(ledger.member), 'content-type': form.contentType },
      body: form.body,
    }),
  );
  options.onAnswer?.(result);
  const outcome = classify(options.tally, result);
  if (outcome === 'refused') return;
  ledger.photos.set(caption, { caption, width: image.width, height: image.height, upload: outcome });
  if (outcome === 'acked' && !(result instanceof ConnectionError)) {
    options.tally.acknowledged.uploads += 1;
    rememberList(ledger, result);
  } else {
    ledger.listed = undefined;
  }
}

async function deleteOldestPhoto(ledger: MemberLedger, options: WorkloadOptions) {
  const oldest = ledger.listed?.[0];
  if (!oldest) return;
  const photo = oldest.caption ? ledger.photos.get(oldest.caption) : undefined;
  const result = await attempt(
    request(options.base, `/api/profile/${ledger.member.userId}/photo`, {
      method: 'DELETE',
      agent: options.agent,
      ...jsonBody({ id: oldest.id }, auth(ledger.member)),
    }),
  );
  options.onAnswer?.(result);
  const outcome = classify(options.tally, result);
  if (outcome === 'acked' && !(result instanceof ConnectionError)) {
    options.tally.acknowledged.deletes += 1;
    if (photo) photo.deleted = 'acked';
    rememberList(ledger, result);
  } else if (outcome === 'maybe' || (!(result instanceof ConnectionError) && result.status === 404)) {
    // A 404 is the photo already gone. Behind nginx it is also how a delete cut by a dying instance
    // can end: nginx passes a DELETE (idempotent) on to the other instance, which no longer finds
    // the photo the first one deleted. Either way the photo may be gone.
    if (photo && photo.deleted !== 'acked') photo.deleted = 'maybe';
    ledger.listed = undefined;
  } else {
    ledger.listed = undefined;
  }
}

/** One member's next write: sections and photos in turn, keeping the album between 3 and 5 photos. */
export async function nextWrite(ledger: MemberLedger, options: WorkloadOptions): Promise<void> {
  if (ledger.listed === undefined) {
    await refreshList(ledger, options);
    if (ledger.listed === undefined) return;
  }
  const step = ledger.step++ % 4;
  if (step === 0) return saveSection(ledger, 'personal', options);
  if (step === 2) return saveSection(ledger, 'family', options);
  if ((ledger.listed?.length ?? 0) >= 5) return deleteOldestPhoto(ledger, options);
  return uploadPhoto(ledger, options);
}

function connectionFailures(tally: Tally): number {
  return Object.values(tally.connection).reduce((a, b) => a + b, 0);
}

/** Each member writes in a loop, one request at a time, until `until()` says stop. */
export async function runWorkload(
  ledgers: MemberLedger[],
  options: WorkloadOptions,
  until: () => boolean,
): Promise<void> {
  await Promise.all(
    ledgers.map(async (ledger) => {
      while (!until()) {
        const failures = connectionFailures(options.tally) + options.tally.unavailable;
        await nextWrite(ledger, options);
        // A server (or database) that is not there answers at once: back off a little, as apps do.
        if (connectionFailures(options.tally) + options.tally.unavailable > failures) await sleep(100);
      }
    }),
  );
}

export { keepAliveAgent };
