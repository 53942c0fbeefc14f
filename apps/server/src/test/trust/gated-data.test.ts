/**
 * Gated data never leaks. Members with everything filled in (mobiles, e-mail, address, birth time,
 * horoscope files, photos) are approved, some featured, and a marriage photo is published. Then
 * each viewer walks every route of the route table with every parameter and body the walk knows,
 * and the raw text of every answer is searched for what that viewer must not get:
 *   - anyone: another member's mobile numbers, e-mail, address, birth time, horoscope file keys,
 *     and anything of profiles hidden from them (not Approved, another community site, paused, or
 *     of a member who blocked them or whom they blocked, but on the public pages, which know no
 *     viewer); nothing of an erased member but the member id in a ledger;
 *   - a member without a photo and an anonymous visitor also: another member's photo keys, except
 *     what DESIGN makes public (featured thumbnails, marriage photos); nobody the photos of a member
 *     who shows them only to members she shortlisted (she shortlisted none);
 *   - a subscriber: mobiles, birth time and horoscope files of the profile downloaded, in
 *     `GET /api/profile/download/{id}` and nowhere else.
 * The walk is generic over the route table: a new route is walked too, or the test says what it
 * needs (an example body, a value for a path parameter) or why it cannot be walked.
 */
import { apiRoute, DEFAULT_MATCH_RULE, STATUS_APPROVED, STATUS_UNVERIFIED } from '@varmala/shared';
import { asc } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductRoute } from '../../app-types.js';
import { attachments, melavaEvents, melavaRegistrations, photos } from '../../db/schema.js';
import { setFeatured } from '../admin-support.js';
import { keyOfUrl, pdf, png } from '../media-support.js';
import { type Member, makeAdmin, makeMember } from '../members.js';
import { type TestMember, uniqueMobile, useTestApp } from '../test-app.js';
import {
  attachmentKeysOf,
  expectOk,
  grantSubscription,
  horoscopeFile,
  horoscopeFiles,
  NO_RATE_LIMITS,
  photoFile,
  photoKeysOf,
  type Request,
  send,
  specDateOf,
} from './trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

interface Viewer {
  name: string;
  member: Member | null;
  /** Whether the rules let this viewer see other members' photos (a photo of their own). */
  seesPhotos: boolean;
  /** Whether the viewer has a subscription: only then may a download carry anything. */
  subscribed: boolean;
  /** Members who blocked the viewer. */
  blockedBy?: Member[];
  /** Members the viewer blocked: her own block list and export name them, nothing else. */
  blocked?: Member[];
  /** The viewer's account has been erased: its token opens nothing. */
  erased?: boolean;
  /** The viewer shows her photos only to members she shortlisted, so she shortlists nobody. */
  protective?: boolean;
}

interface Answer {
  route: string;
  url: string;
  /** The profile a download answer is about. */
  downloaded?: Member;
  status: number;
  /** Searched too: a value in a header is as leaked as one in the body. */
  headers: string;
  body: string;
}

/** Routes the walk does not call, each with the reason. */
const NOT_WALKED: Record<string, string> = {
  'POST /api/logout': "it would end the walking viewer's session; it answers only {Status}",
};

/** Routes that know no viewer: a block cannot hide anyone there (a visitor logged out sees them). */
const PUBLIC_PAGES = ['GET /api/featured', 'POST /api/public-profile'];
/** The blocker's own lists, which name whom she blocked. */
const OWN_BLOCK_LISTS = ['GET /api/profile/blocks', 'GET /api/me/export'];

const SEARCH_FILTERS: object[] = [
  {},
  { from_age: 18, to_age: 87 },
  { from_age: '18', to_age: '40' },
  { community: ['Bhavasar Kshatriya', 'Brahmin'] },
  { state: ['Karnataka'] },
  { education: ['Masters'] },
  { annual_income: ['9-12 Lakhs'] },
  { martial_status: ['Never Married'] },
  { birth_star: ['Rohini'] },
  { horoscope_match: true },
  { shortlist: true },
  { shortlist: 1, from_age: 18, to_age: 87, community: [], state: [] },
  // Admin filters: a member is refused, and the refusal must say nothing either.
  { name: 'Priya' },
  { domain: 'tamilmala' },
];

let bride: Member;
let groom: Member;
let members: Member[];
let hidden: Member[];
let photoProtected: Member[];
let erasedBride: Member;
/** What the erased bride's profile held, gone from the database since. */
let erasedKeys: string[];
let marriageKeys: string[];
let admin: TestMember;
/** A melava held yesterday that every member came to and agreed to be listed at. */
let walkEventId: number;
let walkRegistrationIds: number[];
const viewers: Viewer[] = [];
const subscriberViewer = () => viewers.find((v) => v.name === 'a subscriber') as Viewer;

const byUserId = (id: string) => members.find((m) => String(m.userId) === id) as Member;
const byProfileId = (id: string) => members.find((m) => String(m.profileId) === id);
const othersOf = (viewer: Viewer) => members.filter((m) => m !== viewer.member);

/** Values for each path parameter: the viewer's own, and other members' (one bride, one groom). */
function paramValues(name: string, viewer: Viewer): string[] | undefined {
  const own = viewer.member ? [viewer.member] : [];
  switch (name) {
    case 'userId':
      return [...own, bride, groom].map((m) => String(m.userId));
    case 'profileId':
      return members.map((m) => String(m.profileId));
    case 'page':
      return ['1', '2'];
    case 'reportId':
    case 'marriageId':
    case 'interestId':
    case 'linkId':
    case 'planId':
    case 'paymentId':
    case 'conversationId':
    case 'messageId':
    case 'storyId':
      return ['1', '2'];
    case 'eventId':
      return [String(walkEventId), '999999'];
    case 'registrationId':
      return walkRegistrationIds.map(String);
    case 'token':
      // A shared biodata's token nobody was given: it opens nothing.
      return ['x'.repeat(32)];
    case 'box':
      return ['received', 'sent', 'accepted'];
    case 'key':
      // Stored files of others without a signature: a guessed link opens nothing.
      return othersOf(viewer).flatMap((m) =>
        [photoKeysOf(m)[0], attachmentKeysOf(m)[0]].filter(Boolean),
      ) as string[];
    default:
      return undefined;
  }
}

type Bodies = (viewer: Viewer, params: Record<string, string>) => object[];
const stepBody =
  (step: keyof Member['steps']): Bodies =>
  (_viewer, { userId }) => [byUserId(userId as string).steps[step]];
const eachMember =
  (body: (m: Member) => object): Bodies =>
  () =>
    members.map(body);

/** Example bodies: what a member, a client or a prober would send. */
const BODIES: Record<string, Bodies> = {
  // The operator's desk: plans, payments and families registered in person.
  'POST /api/admin/plans': () => [{ name: 'Gold', price_inr: 1500, downloads: 50, days: 180 }],
  'POST /api/admin/plans/:planId': () => [{ name: 'Gold', price_inr: 1500, downloads: 50, days: 180 }],
  'POST /api/payments': () => [{ plan_id: 1 }, { plan_id: 2 }],
  'POST /api/payments/:paymentId/utr': () => [{ utr: '412345678901' }],
  'POST /api/admin/payments/list/:page': () => [{}, { state: 'awaiting_confirmation' }],
  'POST /api/admin/payments/:paymentId/confirm': () => [{ utr: '412345678901' }],
  'POST /api/admin/payments/:paymentId/reject': () => [{ reason: 'No such payment reached the account.' }],
  'POST /api/admin/assisted-profile': () => [
    {
      user_name: 'Walked Family',
      mobile_no: uniqueMobile(),
      domain: 'varmala',
      language: 'mr',
      profile_for: 'daughter',
    },
  ],
  'POST /api/account/claim': () => [
    { user_id: bride.userId, secret: 'x'.repeat(43), password: 'a long new password' },
  ],
  'POST /api/signup': () => [{ user_name: 'Walker', mobile_no: uniqueMobile(), password: 'a long password' }],
  'POST /api/me/privacy': () => [{ photo_visibility: 'members' }],
  // Married, and fresh: bodies that change nothing (a wedding day ahead, nobody's claim, a link never sent).
  'POST /api/me/married': () => [{ date: '2999-01-01' }],
  'POST /api/me/married/confirm': () => [{ profile_id: 1 }],
  'POST /api/keep-listed': () => [{ token: 'A'.repeat(43) }],
  'POST /api/admin/success-stories/:storyId/reject': () => [{ reason: 'Not the couple.' }],
  // A wrong password: the walking viewer stays.
  'DELETE /api/me': () => [{ password: 'not the password' }],
  'POST /api/profile/report/:profileId': () => [{ reason: 'fake', details: 'Not a real person.' }],
  'POST /api/admin/report/list/:page': () => [{}, { status: 'open' }],
  'POST /api/admin/report/:reportId/resolve': () => [{ action: 'dismiss' }],
  'POST /api/admin/unreachable/list/:page': () => [{}, { status: 'open' }],
  'POST /api/admin/unreachable/:reportId/resolve': () => [{ action: 'dismiss' }],
  'POST /api/interest/:profileId': () => [
    { template: 'liked_profile' },
    { template: 'liked_profile', event_id: walkEventId },
  ],
  'POST /api/admin/events': () => [
    {
      name: 'Walked Melava',
      starts_at: '2027-01-10T10:00:00+05:30',
      place: 'Hall',
      registration_opens: '2026-09-15',
      registration_closes: '2026-12-10',
      fee_inr: 0,
      capacity: 100,
      min_age_bride: 18,
      min_age_groom: 21,
    },
  ],
  'POST /api/admin/events/:eventId': () => [{ place: 'Hall' }],
  'POST /api/admin/events/:eventId/check-ins': () => [
    {
      checkins: [
        { client_id: 'walk-1', code: 'M1.1.1.AAAAAAAAAAAAAAAA', scanned_at: new Date().toISOString() },
      ],
    },
  ],
  'POST /api/events/:eventId/registrations': () => [{ listed: true }],
  'POST /api/events/:eventId/registrations/:registrationId': () => [{ listed: true }],
  'POST /api/interest/:interestId/decline': () => [{ template: 'not_a_match' }, {}],
  'POST /api/subscription/download/:profileId/unreachable': () => [{ reason: 'wrong_number' }],
  'POST /api/me/preferences': () => [{}, { from_age: 20, to_age: 35, community: ['Kshatriya'] }],
  'POST /api/login': (viewer) => [
    viewer.member
      ? { mobile_no: viewer.member.mobile, password: viewer.member.password }
      : { mobile_no: bride.mobile, password: 'a guess at it' },
  ],
  'POST /api/password/change': () => [
    { old_password: 'not the password', password: 'another long password' },
  ],
  'POST /api/password/reset': eachMember((m) => ({
    mobile_no: m.mobile,
    date_of_birth: specDateOf(m.dateOfBirth),
  })),
  'POST /api/password/reset/confirm': eachMember((m) => ({
    user_id: m.userId,
    secret: 'x'.repeat(43),
    password: 'a new long password',
  })),
  'POST /api/user/verify/email': eachMember((m) => ({ user_id: m.userId, secret: 'x'.repeat(43) })),
  'POST /api/me/language': () => [{ language: 'ta' }, { language: 'en' }],
  'POST /api/me/notifications/read': () => [{ all: true }],
  'POST /api/me/notification-settings': () => [{ email: 'daily', push: false }],
  'POST /api/me/push-subscriptions': () => [
    {
      endpoint: `https://fcm.googleapis.com/fcm/send/${Date.now()}-${Math.random()}`,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    },
  ],
  'DELETE /api/me/push-subscriptions': () => [{ endpoint: 'https://push.example/none' }],
  'POST /api/profile/:userId/basic': stepBody('basic'),
  'POST /api/profile/:userId/personal': stepBody('personal'),
  'POST /api/profile/:userId/work': stepBody('work'),
  'POST /api/profile/:userId/family': stepBody('family'),
  'POST /api/profile/:userId/horoscope': stepBody('horoscope'),
  // Agreeing again leaves the featured members featured.
  'POST /api/profile/:userId/featured-consent': () => [{ consent: true }],
  'POST /api/profile/:userId/biodata-settings': () => [
    { show_birth_time: false, contact: 'guardian', guardian_mobile: '9876543210' },
  ],
  // Every Approved profile that agreed to printed lists, in each language.
  'POST /api/admin/booklet.pdf': () => [
    { domain: 'varmala', lang: 'mr' },
    { domain: 'tamilmala', lang: 'ta' },
  ],
  'POST /api/admin/broadcast-text': () => [
    { domain: 'varmala', lang: 'mr' },
    { domain: 'tamilmala', lang: 'ta' },
  ],
  'POST /api/profile/recent/:page': () => SEARCH_FILTERS,
  // The birth chart reads no profile: a place given by its coordinates.
  'POST /api/horoscope/compute': () => [
    { date_of_birth: '1995-04-12', birth_time: '06:30 AM', lat: 18.52, lon: 73.86, tz: 'Asia/Kolkata' },
  ],
  // A family: a new profile, an invitation for the viewer's own profile and for another's, a forged
  // acceptance, the candidate's own login asked for another's profile, a note on each member.
  'POST /api/me/family/profiles': () => [{ gender: 'Female', profile_for: 'daughter' }],
  'POST /api/me/family/invites': (viewer) => [
    ...(viewer.member ? [{ user_id: viewer.member.userId, mobile: uniqueMobile(), role: 'view' }] : []),
    { user_id: bride.userId, mobile: uniqueMobile(), role: 'manage' },
  ],
  'POST /api/family/invites/accept': () => [{ token: 'not-an-invitation-0123456789' }],
  // Conversations of others, by guessed ids: a message, a read mark and a report that reach nobody.
  'POST /api/conversations/:conversationId/messages': () => [{ text: 'Namaste, shall our families meet?' }],
  'POST /api/conversations/:conversationId/read': () => [{ message_id: 1 }],
  'POST /api/conversations/:conversationId/close': () => [{}],
  'POST /api/conversations/:conversationId/messages/:messageId/report': () => [{ reason: 'asking_money' }],
  'POST /api/me/family/candidate-login': () => [{ user_id: bride.userId, mobile: uniqueMobile() }],
  'POST /api/profile/shortlist/note': eachMember((m) => ({
    profile_id: m.profileId,
    text: 'Call after Diwali.',
  })),
  'POST /api/profile/shortlist': eachMember((m) => ({ profile_id: m.profileId })),
  'DELETE /api/profile/shortlist': eachMember((m) => ({ profile_id: m.profileId })),
  'POST /api/admin/subscription': (viewer) => [
    { mobile_no: (viewer.member ?? bride).mobile, downloads: 5, days: 30 },
  ],
  'POST /api/admin/profile/list/:page': () => [{}, { mid: bride.mid }],
  'POST /api/admin/profile/:profileId/status': (_v, { profileId }) => [
    { profile_id: Number(profileId), status: STATUS_APPROVED },
  ],
  'POST /api/admin/profile/:profileId/status/undo': (_v, { profileId }) => [
    { profile_id: Number(profileId) },
  ],
  'POST /api/admin/marriage/:marriageId': () => [{ caption: 'A wedding' }],
  'POST /api/admin/profile/:profileId/changes/discard': (_v, { profileId }) => [
    { profile_id: Number(profileId), review_key: 'not-what-waits' },
  ],
  'POST /api/admin/profile/:profileId/featured': (_v, { profileId }) => [
    { profile_id: Number(profileId), status: true },
  ],
  'POST /api/admin/match-rule': () => [{ domain: 'varmala', rule: DEFAULT_MATCH_RULE }],
  // The public page with each member's birth date, as its client sends it and zero-padded.
  'POST /api/public-profile': () =>
    members.flatMap((m) => [
      { date_of_birth: specDateOf(m.dateOfBirth), domain: 'varmala' },
      { date_of_birth: m.dateOfBirth, domain: 'tamilmala' },
    ]),
  // Other members' photo and file ids through one's own user id: deletes nothing of theirs.
  'DELETE /api/profile/:userId/photo': () => [bride, groom].map((m) => ({ id: m.photos[0]?.id })),
  'DELETE /api/profile/:userId/attachment': () => [bride, groom].map((m) => ({ id: m.attachments[0]?.id })),
  'POST /api/me/verify-mobile/confirm': () => [{ code: '000000' }],
  'POST /api/admin/profile/:profileId/verification': () => [
    { kind: 'operator_call', note: 'Spoke to the mother' },
    { kind: 'id_seen', id_type: 'pan', id_last4: '234F' },
  ],
  'DELETE /api/admin/profile/:profileId/verification': () => [{ kind: 'operator_call' }],
  'POST /api/admin/selfies/decide': () => [{ selfie_id: 1, decision: 'refuse' }],
};

type Upload = (viewer: Viewer) => Promise<Pick<Request, 'files' | 'fields'>>;
const UPLOADS: Record<string, Upload> = {
  // A photoless viewer must stay photoless: they send a document, which is refused.
  'POST /api/profile/:userId/photo': async (viewer) => ({
    files: [viewer.seesPhotos ? photoFile(await png(), 'me.png') : photoFile(pdf(), 'me.jpg')],
  }),
  'POST /api/profile/:userId/attachment': async () => ({ files: [horoscopeFile(pdf(), 'kundali.pdf')] }),
  'POST /api/me/verify-photo': async () => ({
    files: [{ ...photoFile(await png(), 'selfie.png'), field: 'selfie' }],
  }),
  'POST /api/admin/marriage': async () => ({
    files: [photoFile(await png(), 'wedding.png')],
    fields: { caption: 'Our wedding' },
  }),
  // Nobody walking is married: refused before the photo is read.
  'POST /api/me/success-story': async () => ({
    files: [photoFile(await png(), 'us.png')],
    fields: { text: 'We met here and married in Pune.', consent: 'true' },
  }),
};

const keyOf = (route: ProductRoute) => `${route.method} ${route.url}`;
const isUpload = (route: ProductRoute) =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');

function cartesian(names: string[], viewer: Viewer, problems: string[], route: string) {
  let sets: Record<string, string>[] = [{}];
  for (const name of names) {
    const values = paramValues(name, viewer);
    if (!values) {
      problems.push(`${route}: the walk has no values for :${name}; add them to paramValues`);
      return [];
    }
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value })));
  }
  return sets;
}

/** Every route, every parameter value, every example body, as one viewer. */
async function walk(viewer: Viewer): Promise<{ answers: Answer[]; problems: string[] }> {
  const answers: Answer[] = [];
  const problems: string[] = [];
  for (const route of ctx.app.productRoutes) {
    const key = keyOf(route);
    if (key in NOT_WALKED) continue;
    const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
    for (const params of cartesian(names, viewer, problems, key)) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        encodeURIComponent(params[name] as string),
      );
      const requests: Request[] = [];
      if (isUpload(route)) {
        const upload = UPLOADS[key];
        if (!upload) problems.push(`${key}: an upload route without an example in UPLOADS`);
        else requests.push({ method: route.method, url, ...(await upload(viewer)) });
      } else if (route.schema?.body) {
        const bodies = BODIES[key];
        if (!bodies) problems.push(`${key}: no example body; add one to BODIES or list it in NOT_WALKED`);
        for (const payload of bodies?.(viewer, params) ?? [])
          requests.push({ method: route.method, url, payload });
      } else {
        requests.push({ method: route.method, url });
      }
      for (const request of requests) {
        const response = await send(ctx, viewer.member, request);
        const downloaded =
          key === 'GET /api/profile/download/:profileId' ? byProfileId(params.profileId ?? '') : undefined;
        answers.push({
          route: key,
          url,
          downloaded,
          status: response.statusCode,
          headers: JSON.stringify(response.headers),
          body: textOf(response),
        });
      }
    }
  }
  return { answers, problems };
}

/** The answer as text; a ZIP (the member's export) as the text of its files, which are searched too. */
function textOf(response: { headers: Record<string, unknown>; body: string; rawPayload: Buffer }): string {
  if (response.headers['content-type'] !== 'application/zip') return response.body;
  const files = unzipSync(new Uint8Array(response.rawPayload));
  return Object.entries(files)
    .map(([name, bytes]) => `${name}\n${Buffer.from(bytes).toString('latin1')}`)
    .join('\n');
}

interface StoredKeys {
  photos: Map<number, string[]>;
  attachments: Map<number, string[]>;
}

/** Every stored photo (three sizes) and horoscope file key by profile, uploads of the walk included. */
async function storedKeys(): Promise<StoredKeys> {
  const keys: StoredKeys = { photos: new Map(), attachments: new Map() };
  const add = (map: Map<number, string[]>, profileId: number, ...values: string[]) =>
    map.set(profileId, [...(map.get(profileId) ?? []), ...values]);
  const db = ctx.database.db;
  for (const p of await db.select().from(photos).orderBy(asc(photos.id))) {
    add(keys.photos, p.profileId, p.shortKey, p.largeKey, p.urlKey);
  }
  for (const a of await db.select().from(attachments).orderBy(asc(attachments.id))) {
    add(keys.attachments, a.profileId, a.storageKey);
  }
  return keys;
}

/** Members hidden from the viewer: by their status or site, paused, or one of a blocked pair. */
const hiddenFrom = (viewer: Viewer) => [...hidden, ...(viewer.blockedBy ?? []), ...(viewer.blocked ?? [])];

/** A forbidden value, and the routes it may appear in all the same. */
type Forbidden = [label: string, value: string, exceptIn?: string[]];

/** What `viewer` must find in no answer, each with a label that says whose it is. */
function forbiddenFor(viewer: Viewer, stored: StoredKeys): Forbidden[] {
  const forbidden: Forbidden[] = [];
  const hiddenOnes = hiddenFrom(viewer);
  for (const m of othersOf(viewer)) {
    const whose = `${m.mid}'s`;
    for (const mobile of [m.mobile, ...m.secrets.mobiles]) forbidden.push([`${whose} mobile`, mobile]);
    forbidden.push([`${whose} e-mail`, m.secrets.email], [`${whose} address`, m.secrets.address]);
    // '07:05 PM' also as '7:05 PM'.
    forbidden.push([`${whose} birth time`, m.secrets.birthTime.replace(/^0/, '')]);
    for (const key of stored.attachments.get(m.profileId) ?? []) {
      forbidden.push([`${whose} horoscope file`, key]);
    }
    const shown = featuredThumbnails.get(m.userId);
    const seen = viewer.seesPhotos && !hiddenOnes.includes(m) && !photoProtected.includes(m);
    for (const key of stored.photos.get(m.profileId) ?? []) {
      if (!seen && key !== shown) forbidden.push([`${whose} photo`, key]);
    }
    if (hiddenOnes.includes(m)) {
      // A block hides a member where the viewer is known; the public pages know no viewer.
      const exceptIn = hidden.includes(m)
        ? []
        : [...PUBLIC_PAGES, ...(viewer.blocked?.includes(m) ? OWN_BLOCK_LISTS : [])];
      forbidden.push(
        [`hidden profile ${m.mid}`, m.mid, exceptIn],
        [`hidden profile ${m.mid}'s name`, String(m.steps.basic.name), exceptIn],
      );
    }
  }
  // Of an erased member, only the member id may stay, in the other members' ledgers.
  const erased = erasedBride;
  forbidden.push(
    ["the erased member's name", String(erased.steps.basic.name)],
    ["the erased member's account mobile", erased.mobile],
    ...erased.secrets.mobiles.map((mobile): Forbidden => ["the erased member's mobile", mobile]),
    ["the erased member's e-mail", erased.secrets.email],
    ["the erased member's address", erased.secrets.address],
    ...erasedKeys.map((key): Forbidden => ['a file of the erased member', key]),
  );
  return forbidden;
}

/** In a subscriber's download answer, the profile's mobiles, birth time and files are the point. */
function allowedIn(viewer: Viewer, answer: Answer, stored: StoredKeys): Set<string> {
  const m = answer.downloaded;
  if (!viewer.subscribed || !m || answer.status !== 200) return new Set();
  return new Set([
    ...m.secrets.mobiles,
    m.secrets.birthTime.replace(/^0/, ''),
    ...(stored.attachments.get(m.profileId) ?? []),
  ]);
}

async function leaks(viewer: Viewer, answers: Answer[]): Promise<string[]> {
  const stored = await storedKeys();
  const forbidden = forbiddenFor(viewer, stored);
  const found: string[] = [];
  for (const answer of answers) {
    const allowed = allowedIn(viewer, answer, stored);
    // A number written '98765 43210' or '98765-43210' is the same number.
    const raw = `${answer.headers}\n${answer.body}`;
    const text = `${raw}\n${raw.replace(/(?<=\d)[\s().-]+(?=\d)/g, '')}`;
    for (const [label, value, exceptIn = []] of forbidden) {
      if (!allowed.has(value) && !exceptIn.includes(answer.route) && text.includes(value)) {
        found.push(`${answer.route} (${answer.url}) -> ${answer.status} carries ${label}`);
      }
    }
  }
  return [...new Set(found)];
}

/** Featured members' first photo, small size: the one photo DESIGN makes public. */
const featuredThumbnails = new Map<number, string>();

beforeAll(async () => {
  admin = await makeAdmin(ctx);
  // Everything a family fills in: a photo and the horoscope files, unless told otherwise.
  const everything = { photos: 1, attachments: await horoscopeFiles() };
  bride = await makeMember(ctx, { ...everything, gender: 'Female', photos: 2, featuredConsent: true });
  groom = await makeMember(ctx, { ...everything, gender: 'Male', featuredConsent: true });
  const bride2 = await makeMember(ctx, { ...everything, gender: 'Female' });
  const groom2 = await makeMember(ctx, { ...everything, gender: 'Male', photos: 2 });
  // Names of their own, so the public page's name-only rows are searched for them too.
  const unverified = await makeMember(ctx, {
    ...everything,
    gender: 'Female',
    status: STATUS_UNVERIFIED,
    basic: { name: 'Unapprovedbride' },
  });
  const otherSite = await makeMember(ctx, {
    ...everything,
    gender: 'Female',
    domain: 'tamilmala',
    basic: { name: 'Othersitebride' },
  });
  const withPhoto = await makeMember(ctx, { ...everything, gender: 'Male' });
  const photoless = await makeMember(ctx, { ...everything, gender: 'Female', photos: 0 });
  const subscriber = await makeMember(ctx, { ...everything, gender: 'Male' });
  await grantSubscription(ctx, subscriber);
  // Members in control of their own data: a groom who paused his profile, a bride who shows her
  // photos only to members she shortlisted (she shortlists nobody), a bride who blocked a groom,
  // and a bride who erased her account after the subscriber downloaded her details.
  const pausedGroom = await makeMember(ctx, {
    ...everything,
    gender: 'Male',
    basic: { name: 'Pausedgroom' },
    privacy: { paused: true },
  });
  const protective = await makeMember(ctx, {
    ...everything,
    gender: 'Female',
    basic: { name: 'Protectivebride' },
    privacy: { photo_visibility: 'shortlisted' },
  });
  const blockingBride = await makeMember(ctx, {
    ...everything,
    gender: 'Female',
    basic: { name: 'Blockingbride' },
  });
  const blockedGroom = await makeMember(ctx, {
    ...everything,
    gender: 'Male',
    basic: { name: 'Blockedgroom' },
  });
  expectOk(
    await send(ctx, blockingBride, { method: 'POST', url: `/api/profile/block/${blockedGroom.profileId}` }),
    'block',
  );
  erasedBride = await makeMember(ctx, { ...everything, gender: 'Female', basic: { name: 'Erasedbride' } });
  expectOk(
    await send(ctx, subscriber, {
      method: 'GET',
      url: apiRoute('downloadProfile', { profileId: erasedBride.profileId }).url,
    }),
    'download',
  );
  erasedKeys = [...photoKeysOf(erasedBride), ...attachmentKeysOf(erasedBride)];
  expectOk(
    await send(ctx, erasedBride, {
      ...apiRoute('eraseAccount'),
      payload: { password: erasedBride.password },
    }),
    'erase',
  );
  members = [
    bride,
    groom,
    bride2,
    groom2,
    unverified,
    otherSite,
    withPhoto,
    photoless,
    subscriber,
    pausedGroom,
    protective,
    blockingBride,
    blockedGroom,
    erasedBride,
  ];
  hidden = [unverified, otherSite, pausedGroom];
  photoProtected = [protective];

  const [melava] = await ctx.database.db
    .insert(melavaEvents)
    .values({
      domain: 'varmala',
      name: 'Walked Melava',
      startsAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
      place: 'Hall',
      registrationOpens: new Date(Date.now() - 20 * 24 * 60 * 60 * 1000),
      registrationCloses: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
      feeInr: 0,
      capacity: 100,
      minAgeBride: 18,
      minAgeGroom: 21,
    })
    .returning({ id: melavaEvents.id });
  walkEventId = melava?.id as number;
  const came = members.filter((m) => m !== erasedBride);
  const registered = await ctx.database.db
    .insert(melavaRegistrations)
    .values(
      came.map((m, i) => ({
        eventId: walkEventId,
        profileId: m.profileId,
        state: 'confirmed' as const,
        number: i + 1,
        listed: true,
        checkedInAt: new Date(Date.now() - 20 * 60 * 60 * 1000),
      })),
    )
    .returning({ id: melavaRegistrations.id });
  walkRegistrationIds = registered.map((row) => row.id);

  for (const m of [bride, groom]) {
    expectOk(await setFeatured(ctx, admin, m.profileId, true), 'feature');
    featuredThumbnails.set(m.userId, keyOfUrl(m.photos[0]?.short ?? ''));
  }
  const marriage = await send(ctx, admin, {
    ...apiRoute('uploadMarriage'),
    files: [photoFile(await png(), 'wedding.png')],
    fields: { caption: 'Anitha weds Karthik' },
  });
  const { short, large, url } = expectOk(marriage, 'marriage').json().marriage;
  marriageKeys = [short, large, url].map(keyOfUrl);

  viewers.push(
    { name: 'a non-subscriber', member: withPhoto, seesPhotos: true, subscribed: false },
    { name: 'a member without a photo', member: photoless, seesPhotos: false, subscribed: false },
    { name: 'an anonymous visitor', member: null, seesPhotos: false, subscribed: false },
    { name: 'a subscriber', member: subscriber, seesPhotos: true, subscribed: true },
    { name: 'a member who paused his profile', member: pausedGroom, seesPhotos: true, subscribed: false },
    {
      name: 'a member who shows her photos only to those she shortlisted',
      member: protective,
      seesPhotos: true,
      subscribed: false,
      protective: true,
    },
    {
      name: 'a member a bride blocked',
      member: blockedGroom,
      seesPhotos: true,
      subscribed: false,
      blockedBy: [blockingBride],
    },
    {
      name: 'a member who blocked a groom',
      member: blockingBride,
      seesPhotos: true,
      subscribed: false,
      blocked: [blockedGroom],
    },
    { name: 'an erased member', member: erasedBride, seesPhotos: false, subscribed: false, erased: true },
  );
  // Shortlists to walk through: each member viewer shortlists every profile it may.
  for (const viewer of viewers) {
    for (const m of members) {
      if (viewer.member && !viewer.erased && !viewer.protective && m !== viewer.member) {
        await send(ctx, viewer.member, {
          ...apiRoute('addToShortlist'),
          payload: { profile_id: m.profileId },
        });
      }
    }
  }
});

describe('gated data in the answers of every route', () => {
  it('NOT_WALKED names only routes of the route table', () => {
    const routes = ctx.app.productRoutes.map(keyOf);
    expect(Object.keys(NOT_WALKED).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it.each([
    'a non-subscriber',
    'a member without a photo',
    'an anonymous visitor',
    'a subscriber',
    'a member who paused his profile',
    'a member a bride blocked',
    'a member who blocked a groom',
    'an erased member',
    // Last: her walk shortlists members for a while (and takes them off again at once).
    'a member who shows her photos only to those she shortlisted',
  ])("%s finds no other member's private details anywhere", async (name) => {
    const viewer = viewers.find((v) => v.name === name) as Viewer;
    const { answers, problems } = await walk(viewer);
    // The walk lifts the walker's blocks (its unblock calls come last of the block routes): put them back.
    for (const m of viewer.blocked ?? []) {
      await send(ctx, viewer.member, { method: 'POST', url: `/api/profile/block/${m.profileId}` });
    }
    expect(problems).toEqual([]);
    expect(await leaks(viewer, answers)).toEqual([]);

    // The walk really met the members: what is missing is missing by design.
    const search = answers.find((a) => a.route === 'POST /api/profile/recent/:page' && a.status === 200);
    const featured = answers.find((a) => a.route === 'GET /api/featured');
    const marriages = answers.find((a) => a.route === 'GET /api/marriages');
    for (const key of featuredThumbnails.values()) expect(featured?.body).toContain(key);
    for (const key of marriageKeys) expect(marriages?.body).toContain(key);
    if (viewer.member && !viewer.erased) {
      const matches = members.filter(
        (m) =>
          !hiddenFrom(viewer).includes(m) &&
          m !== erasedBride &&
          m.steps.basic.gender !== viewer.member?.steps.basic.gender,
      );
      for (const m of matches) expect(search?.body, `search shows ${m.mid}`).toContain(m.mid);
      const photoOfMatch = photoKeysOf(matches[0] as Member)[0] as string;
      if (viewer.seesPhotos) expect(search?.body).toContain(photoOfMatch);
      else expect(JSON.parse(search?.body ?? '{}').photo_nudge).toBe(true);
    } else {
      expect(answers.every((a) => a.route !== 'POST /api/profile/recent/:page' || a.status === 401)).toBe(
        true,
      );
    }
  });

  it('gives a subscriber the mobiles, birth time and files of a visible profile in its download', async () => {
    const subscriber = subscriberViewer().member as Member;
    for (const m of members.filter((x) => x !== subscriber)) {
      const response = await send(ctx, subscriber, {
        ...apiRoute('downloadProfile', { profileId: m.profileId }),
      });
      if (hidden.includes(m) || m === erasedBride) {
        expect(response.statusCode, m.mid).toBe(404);
        continue;
      }
      expect(response.statusCode, m.mid).toBe(200);
      const body = response.json();
      expect(body.mobiles).toEqual(m.secrets.mobiles);
      expect(body.birth_time).toBe(m.secrets.birthTime);
      const files = (await storedKeys()).attachments.get(m.profileId);
      expect(body.attachments.map((a: { url: string }) => keyOfUrl(a.url))).toEqual(files);
      expect(files).toEqual(expect.arrayContaining(attachmentKeysOf(m)));
      expect(response.body).not.toContain(m.secrets.email);
      expect(response.body).not.toContain(m.secrets.address);
    }
  });
});
