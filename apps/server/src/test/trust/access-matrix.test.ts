/**
 * Who may call what, for every route of the product, generated from the server's own route table.
 * Each route is called by every actor; every answer that differs from MATRIX is a failure, and so
 * is a route without an entry (or an entry without a route): a new route cannot slip in unreviewed.
 *
 * The owner owns everything in the path (`:userId` is theirs, `:profileId` is their Approved
 * profile). Calls that change things leave them as they were: a wrong old password, the same step
 * data saved again, uploads and deletions of the owner's media put back after each call.
 *
 * The refused column is what a member whose own profile the operator refused (Rejected, Duplicate)
 * gets on the owner's routes; both such members are called, and both must answer as it says. The
 * blocked column is what a member the owner blocked gets: the owner's profile is not there for him.
 * The incomplete column is what a subscriber who has not saved their own basic step gets: nothing
 * of anyone else until they have a profile of their own.
 * A member who paused their own profile, or shows their photos only to those they shortlisted, is
 * called too and must answer as any other member; a token of an erased account as no token at all.
 */
import { apiRoute, DEFAULT_MATCH_RULE, errorBodySchema, STATUS_APPROVED } from '@varmala/shared';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthMode, ProductRoute } from '../../app-types.js';
import {
  blocks,
  conversations,
  downloads,
  familyInvites,
  interests,
  marriages,
  melavaEvents,
  melavaRegistrations,
  messages,
  mobileCodeSends,
  mobileCodes,
  profileBadges,
  profiles,
  reports,
  selfies,
  sessions,
  shareLinks,
  unreachableReports,
  users,
} from '../../db/schema.js';
import { pdf, png } from '../media-support.js';
import { type Member, makeAdmin, makeMember } from '../members.js';
import { setStatus } from '../search-support.js';
import { decodeClaims, type TestMember, uniqueMobile, useTestApp } from '../test-app.js';
import {
  expectOk,
  grantSubscription,
  horoscopeFile,
  horoscopeFiles,
  NO_RATE_LIMITS,
  photoFile,
  type Request,
  send,
  specDateOf,
} from './trust-support.js';

const ctx = useTestApp({ ...NO_RATE_LIMITS, upiVpa: 'varmala.office@okaxis' });

const COLUMNS = [
  'anonymous',
  'owner',
  'other',
  'subscriber',
  'admin',
  'refused',
  'blocked',
  'incomplete',
] as const;
type Statuses = readonly [
  anonymous: number,
  owner: number,
  other: number,
  subscriber: number,
  admin: number,
  refused: number,
  blocked: number,
  incomplete: number,
];
/** Each actor and the column of MATRIX that says what it gets. */
const ACTORS = {
  anonymous: 'anonymous',
  owner: 'owner',
  other: 'other',
  subscriber: 'subscriber',
  admin: 'admin',
  // Members with a subscription whose own profile is Rejected or Duplicate: paying does not let them look.
  rejected: 'refused',
  duplicate: 'refused',
  // A token whose session was ended by logout: on every route, what no token at all gets.
  loggedOut: 'anonymous',
  // A token of an account erased since: the same.
  erased: 'anonymous',
  // A subscriber the owner blocked.
  blocked: 'blocked',
  // A subscriber whose own basic step is not saved: no profile, so no looking at others.
  incomplete: 'incomplete',
  // Pausing one's own profile, or protecting one's photos, takes nothing away from what one may do.
  paused: 'other',
  protective: 'other',
} as const satisfies Record<string, (typeof COLUMNS)[number]>;
type Actor = keyof typeof ACTORS;

const EVERYONE: Statuses = [200, 200, 200, 200, 200, 200, 200, 200];
const MEMBERS: Statuses = [401, 200, 200, 200, 200, 200, 200, 200];
/** Looking at other members: refused to a member whose own profile is Rejected or Duplicate. */
const LOOKERS: Statuses = [401, 200, 200, 200, 200, 403, 200, 403];
/** Looking at the owner's profile by its id: what a member the owner blocked cannot find. */
const LOOKING_AT_OWNER: Statuses = [401, 200, 200, 200, 200, 403, 404, 403];
/** The member's own settings: an admin has no profile to set them on. */
const OWN_PROFILE: Statuses = [401, 200, 200, 200, 409, 200, 200, 409];
const OWNER_OR_ADMIN: Statuses = [401, 200, 403, 403, 200, 403, 403, 403];
const ADMIN_ONLY: Statuses = [401, 403, 403, 403, 200, 403, 403, 403];
/** What answers 404 to everyone: a shared link's pages for a token that opens nothing. */
const NOBODY: Statuses = [404, 404, 404, 404, 404, 404, 404, 404];

/** How to call a route: what goes in the path, the body, and what to put back afterwards. */
interface Call {
  params?: Record<string, string>;
  query?: string;
  payload?: object;
  files?: Request['files'];
  fields?: Record<string, string>;
  after?: () => Promise<void>;
}

interface Entry {
  /** What the route table must declare: a changed auth mode is reviewed here. */
  auth: AuthMode;
  expect: Statuses;
  /** Where an actor answers apart from its column: a paused member sends and answers no interests. */
  exceptFor?: Partial<Record<Actor, number>>;
  call?: (actor: Actor) => Call | Promise<Call>;
}

let owner: Member;
let other: Member;
let subscriber: Member;
let admin: TestMember;
let rejected: Member;
let duplicate: Member;
let loggedOut: TestMember;
let erased: TestMember;
let blocked: Member;
let paused: Member;
let protective: Member;
let incomplete: TestMember;

const ownerUrl = (step: string) => `/api/profile/${owner.userId}/${step}`;

/** The profiles the actors added to their families: each actor's family is as it was. */
async function removeAddedProfiles() {
  await ctx.database.db.delete(users).where(eq(users.addedByFamily, true));
}

/** Codes sent and waiting, and their counts: each actor may ask again. */
async function forgetCodes() {
  await ctx.database.db.delete(mobileCodes);
  await ctx.database.db.delete(mobileCodeSends);
}

async function forgetSelfies() {
  await ctx.database.db.delete(selfies);
}

async function dropOwnerBadges() {
  await ctx.database.db.delete(profileBadges).where(eq(profileBadges.profileId, owner.profileId));
  await ctx.database.db.update(profiles).set({ badgeMask: 0 }).where(eq(profiles.id, owner.profileId));
}

/** Deletes whatever the owner gained during a call, so the owner's album and files stay as set up. */
async function putBackOwnerMedia() {
  for (const [kind, kept] of [
    ['photo', owner.photos.map((p) => p.id)],
    ['attachment', owner.attachments.map((a) => a.id)],
  ] as const) {
    const listed = expectOk(await send(ctx, owner, { method: 'GET', url: ownerUrl(kind) }), kind);
    for (const item of listed.json<{ id: number }[]>()) {
      if (!(kept as number[]).includes(item.id)) {
        expectOk(
          await send(ctx, owner, { method: 'DELETE', url: ownerUrl(kind), payload: { id: item.id } }),
          `put back ${kind}`,
        );
      }
    }
  }
}

async function freshOwnerPhotoId(): Promise<number> {
  const response = await send(ctx, owner, {
    method: 'POST',
    url: ownerUrl('photo'),
    files: [photoFile(await png(), 'extra.png')],
  });
  return expectOk(response, 'extra photo').json<{ id: number }[]>().at(-1)?.id as number;
}

async function freshOwnerAttachmentId(): Promise<number> {
  const response = await send(ctx, owner, {
    method: 'POST',
    url: ownerUrl('attachment'),
    files: [horoscopeFile(pdf(), 'extra.pdf')],
  });
  return expectOk(response, 'extra attachment').json<{ id: number }[]>().at(-1)?.id as number;
}

/**
 * The conversation of the owner and `other`, as an accepted interest opens it: open and empty
 * before each call, whatever the call before did to it.
 */
async function ownerConversation(): Promise<number> {
  const [a, b] = [owner.profileId, other.profileId].sort((x, y) => x - y);
  const db = ctx.database.db;
  await db.insert(conversations).values({ profileAId: a, profileBId: b }).onConflictDoNothing();
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.profileAId, a as number), eq(conversations.profileBId, b as number)));
  const id = row?.id as number;
  await db.update(conversations).set({ closedAt: null, closedReason: null }).where(eq(conversations.id, id));
  await db.delete(messages).where(eq(messages.conversationId, id));
  return id;
}

/** A message from `other` in the owner's conversation: its ids as path parameters. */
async function messageToOwner(): Promise<Record<string, string>> {
  const conversationId = await ownerConversation();
  const [row] = await ctx.database.db
    .insert(messages)
    .values({ conversationId, senderProfileId: other.profileId, text: 'Namaste' })
    .returning({ id: messages.id });
  return { conversationId: String(conversationId), messageId: String(row?.id) };
}

/** A melava with its registration open and no fee, made once, and made as the operator would. */
let melava: Promise<number> | undefined;
function matrixEvent(): Promise<number> {
  melava ??= (async () => {
    const day = 24 * 60 * 60 * 1000;
    const [row] = await ctx.database.db
      .insert(melavaEvents)
      .values({
        domain: 'varmala',
        name: 'Matrix Melava',
        startsAt: new Date(Date.now() + 30 * day),
        place: 'Hall',
        registrationOpens: new Date(Date.now() - day),
        registrationCloses: new Date(Date.now() + 20 * day),
        feeInr: 0,
        capacity: 1000,
        minAgeBride: 18,
        minAgeGroom: 21,
      })
      .returning({ id: melavaEvents.id });
    return row?.id as number;
  })();
  return melava;
}

/** The owner's confirmed registration for the matrix's melava, as it was before each call. */
async function ownerRegistration(): Promise<Record<string, string>> {
  const eventId = await matrixEvent();
  const db = ctx.database.db;
  await db.delete(melavaRegistrations).where(eq(melavaRegistrations.eventId, eventId));
  const [row] = await db
    .insert(melavaRegistrations)
    .values({ eventId, profileId: owner.profileId, state: 'confirmed', number: 1 })
    .returning({ id: melavaRegistrations.id });
  return { eventId: String(eventId), registrationId: String(row?.id) };
}

const clearRegistrations = async () => {
  await ctx.database.db
    .delete(melavaRegistrations)
    .where(eq(melavaRegistrations.eventId, await matrixEvent()));
};

/** Members outside the owner's conversation who answer as `other` elsewhere. */
const NOT_IN_IT = { paused: 404, protective: 404 } as const;

const ownerStep = (step: keyof Member['steps']): Entry[] => [
  { auth: 'user', expect: OWNER_OR_ADMIN, call: () => ({ query: `t=${Date.now()}` }) },
  { auth: 'user', expect: OWNER_OR_ADMIN, call: () => ({ payload: owner.steps[step] }) },
];
const [getBasic, postBasic] = ownerStep('basic');
const [getPersonal, postPersonal] = ownerStep('personal');
const [getWork, postWork] = ownerStep('work');
const [getFamily, postFamily] = ownerStep('family');
const [getHoroscope, postHoroscope] = ownerStep('horoscope');

const MATRIX: Record<string, Entry> = {
  'GET /api/health': { auth: 'public', expect: EVERYONE },
  'GET /api/health/live': { auth: 'public', expect: EVERYONE },
  'GET /api/config': { auth: 'public', expect: EVERYONE },
  'POST /api/signup': {
    auth: 'public',
    expect: EVERYONE,
    call: () => ({
      payload: { user_name: 'New Member', mobile_no: uniqueMobile(), password: 'a long password' },
    }),
  },
  'POST /api/login': {
    auth: 'public',
    expect: EVERYONE,
    call: () => ({ payload: { mobile_no: owner.mobile, password: owner.password } }),
  },
  'GET /api/me': { auth: 'user', expect: MEMBERS },
  'POST /api/me/language': { auth: 'user', expect: MEMBERS, call: () => ({ payload: { language: 'en' } }) },
  'GET /api/refresh-token': { auth: 'user', expect: MEMBERS },
  // Logging out ends the caller's session: it is opened again, so later routes see the same actors.
  'POST /api/logout': { auth: 'user', expect: MEMBERS, call: () => ({ after: reopenSessions }) },
  // A wrong old password: the call is judged, and nobody's password changes.
  'POST /api/password/change': {
    auth: 'user',
    expect: [401, 400, 400, 400, 400, 400, 400, 400],
    call: () => ({ payload: { old_password: 'not the password', password: 'another long password' } }),
  },
  'POST /api/password/reset': {
    auth: 'public',
    expect: EVERYONE,
    call: () => ({ payload: { mobile_no: owner.mobile, date_of_birth: specDateOf(owner.dateOfBirth) } }),
  },
  'POST /api/password/reset/confirm': {
    auth: 'public',
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
    call: () => ({
      payload: { user_id: owner.userId, secret: 'x'.repeat(43), password: 'a new long password' },
    }),
  },
  'GET /api/profile/:userId/basic': getBasic as Entry,
  'POST /api/profile/:userId/basic': postBasic as Entry,
  'GET /api/profile/:userId/personal': getPersonal as Entry,
  'POST /api/profile/:userId/personal': postPersonal as Entry,
  'GET /api/profile/:userId/work': getWork as Entry,
  'POST /api/profile/:userId/work': postWork as Entry,
  'GET /api/profile/:userId/family': getFamily as Entry,
  'POST /api/profile/:userId/family': postFamily as Entry,
  'GET /api/profile/:userId/horoscope': getHoroscope as Entry,
  'POST /api/profile/:userId/horoscope': postHoroscope as Entry,
  // The owner keeps agreeing, so the operator's featuring below still finds the consent.
  'POST /api/profile/:userId/featured-consent': {
    auth: 'user',
    expect: OWNER_OR_ADMIN,
    call: () => ({ payload: { consent: true } }),
  },
  'POST /api/user/verify/email': {
    auth: 'public',
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
    call: () => ({ payload: { user_id: owner.userId, secret: 'x'.repeat(43) } }),
  },
  'POST /api/profile/recent/:page': { auth: 'user', expect: LOOKERS, call: () => ({ payload: {} }) },
  'GET /api/profile/view/:profileId': { auth: 'user', expect: LOOKING_AT_OWNER },
  // Nobody shortlists their own profile.
  'POST /api/profile/shortlist': {
    auth: 'user',
    expect: [401, 400, 200, 200, 200, 403, 404, 403],
    call: () => ({ payload: { profile_id: owner.profileId } }),
  },
  'DELETE /api/profile/shortlist': {
    auth: 'user',
    expect: LOOKING_AT_OWNER,
    call: () => ({ payload: { profile_id: owner.profileId } }),
  },
  // The owner's own profile is of her own gender, and an admin has no horoscope of their own: both 409.
  'GET /api/profile/match/:profileId': { auth: 'user', expect: [401, 409, 200, 200, 409, 403, 404, 403] },
  'GET /api/places': { auth: 'public', expect: EVERYONE, call: () => ({ query: 'q=Pune' }) },
  // Reads no profile: any logged-in member may compute a birth chart.
  'POST /api/horoscope/compute': {
    auth: 'user',
    expect: MEMBERS,
    call: () => ({ payload: { date_of_birth: '1990-05-12', birth_time: '10:30 AM', place_id: 1259229 } }),
  },
  // It tells the birth time to within hours: the owner and admins, and a subscriber once his
  // download showed him the time (made first); any other member 403, one the owner blocked 404.
  'GET /api/profile/:userId/chart.svg': {
    auth: 'user',
    expect: [401, 200, 403, 200, 200, 403, 404, 403],
    call: async (actor) => {
      if (actor === 'subscriber') {
        const url = apiRoute('downloadProfile', { profileId: owner.profileId }).url;
        expectOk(await send(ctx, subscriber, { method: 'GET', url }), 'download');
      }
      return { query: 'style=north&lang=ta' };
    },
  },
  // The same chart by the profile id the profile view gives, under the same rule.
  'GET /api/profile/view/:profileId/chart.svg': {
    auth: 'user',
    expect: [401, 200, 403, 200, 200, 403, 404, 403],
    call: async (actor) => {
      if (actor === 'subscriber') {
        const url = apiRoute('downloadProfile', { profileId: owner.profileId }).url;
        expectOk(await send(ctx, subscriber, { method: 'GET', url }), 'download');
      }
      return { query: 'style=south&lang=mr' };
    },
  },
  'GET /api/admin/match-rule': { auth: 'admin', expect: ADMIN_ONLY },
  'POST /api/admin/match-rule': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ payload: { domain: 'varmala', rule: DEFAULT_MATCH_RULE } }),
  },
  'GET /api/subscription': { auth: 'user', expect: [401, 402, 402, 200, 402, 200, 200, 200] },
  'GET /api/subscription/download/list/:page': { auth: 'user', expect: MEMBERS },
  // The owner and admins read the details without a subscription; other members need one.
  'GET /api/profile/download/:profileId': { auth: 'user', expect: [401, 200, 402, 200, 200, 403, 404, 403] },
  'GET /api/me/privacy': { auth: 'user', expect: OWN_PROFILE },
  // Each actor saves what it has already, so the paused stays paused and the protective protective.
  'POST /api/me/privacy': {
    auth: 'user',
    expect: OWN_PROFILE,
    call: (actor) => ({
      payload:
        actor === 'paused'
          ? { paused: true }
          : { photo_visibility: actor === 'protective' ? 'shortlisted' : 'members' },
    }),
  },
  'GET /api/me/contact-views/:page': { auth: 'user', expect: MEMBERS },
  'GET /api/me/export': { auth: 'user', expect: MEMBERS },
  // Biodata (decision 030): the owner's PDF and choices; links only of an Approved, unpaused profile.
  'GET /api/profile/:userId/biodata.pdf': { auth: 'user', expect: OWNER_OR_ADMIN },
  'GET /api/profile/:userId/biodata-settings': { auth: 'user', expect: OWNER_OR_ADMIN },
  'POST /api/profile/:userId/biodata-settings': {
    auth: 'user',
    expect: OWNER_OR_ADMIN,
    call: () => ({ payload: { show_birth_time: false, contact: 'guardian', guardian_mobile: '9876543210' } }),
  },
  // Each link made is removed after its call, so nobody reaches the most a member may have.
  'POST /api/me/share-links': {
    auth: 'user',
    expect: [401, 200, 200, 200, 409, 409, 200, 409],
    exceptFor: { paused: 409 },
    call: () => ({ after: async () => void (await ctx.database.db.delete(shareLinks)) }),
  },
  'GET /api/me/share-links': { auth: 'user', expect: MEMBERS },
  // A link of the owner's, made for each call: only the owner stops it; to the others it is unknown.
  'DELETE /api/me/share-links/:linkId': {
    auth: 'user',
    expect: [401, 200, 404, 404, 404, 404, 404, 404],
    call: async () => {
      const [link] = await ctx.database.db
        .insert(shareLinks)
        .values({
          profileId: owner.profileId,
          tokenHash: `matrix-${Math.random()}`,
          expiresAt: new Date(Date.now() + 60_000),
        })
        .returning({ id: shareLinks.id });
      return {
        params: { linkId: String(link?.id) },
        after: async () => void (await ctx.database.db.delete(shareLinks)),
      };
    },
  },
  'POST /api/admin/booklet.pdf': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ payload: { domain: 'varmala', lang: 'en' } }),
  },
  'POST /api/admin/broadcast-text': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ payload: { domain: 'varmala', lang: 'en' } }),
  },
  // The pages of a shared link: public, and 404 for a token that opens nothing.
  'GET /b/:token': { auth: 'optional', expect: NOBODY, call: () => ({ params: { token: 'x'.repeat(32) } }) },
  'GET /b/:token/biodata.pdf': {
    auth: 'optional',
    expect: NOBODY,
    call: () => ({ params: { token: 'x'.repeat(32) } }),
  },
  'GET /b/:token/card.png': {
    auth: 'optional',
    expect: NOBODY,
    call: () => ({ params: { token: 'x'.repeat(32) } }),
  },
  // A wrong password: the call is judged and nobody is erased; an operator is never erased here.
  'DELETE /api/me': {
    auth: 'user',
    expect: [401, 400, 400, 400, 403, 400, 400, 400],
    call: () => ({ payload: { password: 'not the password' } }),
  },
  // Nobody blocks their own profile; whatever the others blocked is lifted after each call.
  'POST /api/profile/block/:profileId': {
    auth: 'user',
    expect: [401, 400, 200, 200, 200, 403, 404, 403],
    call: () => ({ after: liftBlocksOfOwner }),
  },
  // Lifting one's own block needs no look at anyone: a refused member may lift theirs.
  'DELETE /api/profile/block/:profileId': { auth: 'user', expect: [401, 200, 200, 200, 200, 200, 404, 200] },
  'GET /api/profile/blocks': { auth: 'user', expect: MEMBERS },
  'POST /api/profile/report/:profileId': {
    auth: 'user',
    expect: [401, 400, 200, 200, 200, 403, 404, 403],
    call: () => ({ payload: { reason: 'fake', details: 'The photo is of a film actor.' } }),
  },
  'POST /api/admin/report/list/:page': { auth: 'admin', expect: ADMIN_ONLY, call: () => ({ payload: {} }) },
  // Each call dismisses an open report of its own.
  'POST /api/admin/report/:reportId/resolve': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => ({
      params: { reportId: String(await openReportId()) },
      payload: { action: 'dismiss' },
    }),
  },
  // The owner sends herself none, an operator has no profile, a paused member sends none; each one
  // sent is taken back after the call, so the next member may send theirs.
  'POST /api/interest/:profileId': {
    auth: 'user',
    expect: [401, 403, 200, 200, 403, 403, 404, 403],
    exceptFor: { paused: 403 },
    call: () => ({ payload: { template: 'liked_profile' }, after: dropInterestsOfOwner }),
  },
  'GET /api/interest-templates': { auth: 'user', expect: MEMBERS },
  'GET /api/interests/:box/:page': {
    auth: 'user',
    expect: LOOKERS,
    call: () => ({ params: { box: 'received' } }),
  },
  // Each call answers a fresh interest of the subscriber to the owner: hers to answer, his to
  // withdraw, nobody else's to see.
  'POST /api/interest/:interestId/accept': {
    auth: 'user',
    expect: [401, 200, 404, 403, 404, 403, 404, 403],
    call: async () => ({
      params: { interestId: String(await interestFor('owner')) },
      after: dropInterestsOfOwner,
    }),
  },
  'POST /api/interest/:interestId/decline': {
    auth: 'user',
    expect: [401, 200, 404, 403, 404, 403, 404, 403],
    call: async () => ({
      params: { interestId: String(await interestFor('owner')) },
      payload: {},
      after: dropInterestsOfOwner,
    }),
  },
  'DELETE /api/interest/:interestId': {
    auth: 'user',
    expect: [401, 200, 404, 403, 404, 403, 404, 403],
    call: async () => ({
      params: { interestId: String(await interestFor('subscriber')) },
      after: dropInterestsOfOwner,
    }),
  },
  'GET /api/me/home': { auth: 'user', expect: MEMBERS },
  // A wedding day ahead is refused before anything changes, whoever asks.
  'POST /api/me/married': {
    auth: 'user',
    expect: [401, 400, 400, 400, 400, 400, 400, 400],
    call: () => ({ payload: { date: '2999-01-01' } }),
  },
  // Nobody here is married: no story to read, write, agree to or withdraw; the operator's queue is theirs.
  'GET /api/me/success-story': { auth: 'user', expect: OWN_PROFILE },
  'POST /api/me/success-story': {
    auth: 'user',
    expect: [401, 409, 409, 409, 409, 409, 409, 409],
    call: async () => ({
      files: [{ ...photoFile(await png(), 'us.png'), field: 'photo' }],
      fields: { text: 'We met here.', consent: 'true' },
    }),
  },
  'POST /api/me/success-story/:storyId/consent': {
    auth: 'user',
    expect: [401, 404, 404, 404, 409, 404, 404, 409],
    call: () => ({ params: { storyId: '999999' } }),
  },
  'DELETE /api/me/success-story/:storyId': {
    auth: 'user',
    expect: [401, 404, 404, 404, 409, 404, 404, 409],
    call: () => ({ params: { storyId: '999999' } }),
  },
  'GET /api/admin/success-stories/:page': { auth: 'admin', expect: ADMIN_ONLY },
  'POST /api/admin/success-stories/:storyId/publish': {
    auth: 'admin',
    expect: [401, 403, 403, 403, 404, 403, 403, 403],
    call: () => ({ params: { storyId: '999999' } }),
  },
  'POST /api/admin/success-stories/:storyId/reject': {
    auth: 'admin',
    expect: [401, 403, 403, 403, 404, 403, 403, 403],
    call: () => ({ params: { storyId: '999999' }, payload: { reason: 'Not the couple.' } }),
  },
  // A link the site never sent keeps nothing listed, whoever sends it.
  'POST /api/keep-listed': {
    auth: 'public',
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
    call: () => ({ payload: { token: 'A'.repeat(43) } }),
  },
  // Nobody's profile here is paused for inactivity: nothing to list again.
  'POST /api/me/relist': { auth: 'user', expect: [401, 409, 409, 409, 409, 409, 409, 409] },
  // Nobody named the owner as their spouse: nothing to confirm, for anyone with a profile.
  'POST /api/me/married/confirm': {
    auth: 'user',
    expect: [401, 404, 404, 404, 409, 404, 404, 409],
    call: () => ({ payload: { profile_id: owner.profileId } }),
  },
  'GET /api/me/preferences': { auth: 'user', expect: MEMBERS },
  'POST /api/me/preferences': { auth: 'user', expect: MEMBERS, call: () => ({ payload: {} }) },
  'POST /api/me/number/confirm': { auth: 'user', expect: OWN_PROFILE },
  'GET /api/me/verification': { auth: 'user', expect: OWN_PROFILE },
  // Each code sent is forgotten after the call, so every actor's number and address start afresh.
  'POST /api/me/verify-mobile': { auth: 'user', expect: OWN_PROFILE, call: () => ({ after: forgetCodes }) },
  // No code waits: every member who may ask is told so.
  'POST /api/me/verify-mobile/confirm': {
    auth: 'user',
    expect: [401, 400, 400, 400, 409, 400, 400, 409],
    call: () => ({ payload: { code: '000000' } }),
  },
  'POST /api/me/verify-photo': {
    auth: 'user',
    expect: OWN_PROFILE,
    call: async () => ({
      files: [{ ...photoFile(await png(), 'selfie.png'), field: 'selfie' }],
      after: forgetSelfies,
    }),
  },
  'GET /api/admin/profile/:profileId/verification': { auth: 'admin', expect: ADMIN_ONLY },
  'GET /api/admin/profile/:profileId/family': { auth: 'admin', expect: ADMIN_ONLY },
  'POST /api/admin/profile/:profileId/verification': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ payload: { kind: 'operator_call', note: 'Spoke to her mother' }, after: dropOwnerBadges }),
  },
  // Each call withdraws a badge given just before it.
  'DELETE /api/admin/profile/:profileId/verification': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => {
      await ctx.database.db
        .insert(profileBadges)
        .values({ profileId: owner.profileId, kind: 'operator_call', by: 'operator' })
        .onConflictDoNothing();
      return { payload: { kind: 'operator_call' }, after: dropOwnerBadges };
    },
  },
  'GET /api/admin/selfies/:page': { auth: 'admin', expect: ADMIN_ONLY },
  // Each call refuses a selfie of its own.
  'POST /api/admin/selfies/decide': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => {
      await forgetSelfies();
      const [row] = await ctx.database.db
        .insert(selfies)
        .values({
          profileId: owner.profileId,
          storageKey: `selfie-${'0'.repeat(32)}.webp`,
          gesture: 'thumbs_up',
        })
        .returning({ id: selfies.id });
      return { payload: { selfie_id: row?.id, decision: 'refuse' }, after: forgetSelfies };
    },
  },
  'GET /api/me/notifications/:page': { auth: 'user', expect: MEMBERS },
  'POST /api/me/notifications/read': {
    auth: 'user',
    expect: MEMBERS,
    call: () => ({ payload: { all: true } }),
  },
  'GET /api/me/notification-settings': { auth: 'user', expect: MEMBERS },
  'POST /api/me/notification-settings': {
    auth: 'user',
    expect: MEMBERS,
    call: () => ({ payload: { email: 'weekly', push: false } }),
  },
  'POST /api/me/push-subscriptions': {
    auth: 'user',
    expect: MEMBERS,
    call: () => ({
      payload: {
        endpoint: `https://fcm.googleapis.com/fcm/send/${Date.now()}-${Math.random()}`,
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      },
    }),
  },
  // Nobody's browser has this endpoint: 404 to every member, 401 to a visitor.
  'DELETE /api/me/push-subscriptions': {
    auth: 'user',
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
    call: () => ({ payload: { endpoint: 'https://push.example/none' } }),
  },
  'GET /api/push/key': { auth: 'public', expect: EVERYONE },
  // A link not signed by the site turns nothing off, whoever sends it.
  'POST /api/notifications/unsubscribe': {
    auth: 'public',
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
    call: () => ({ query: `token=1.${'A'.repeat(43)}` }),
  },
  // Only the subscriber downloaded the owner's number (a download of his is written for each call).
  'POST /api/subscription/download/:profileId/unreachable': {
    auth: 'user',
    expect: [401, 404, 404, 200, 404, 404, 404, 404],
    call: async () => {
      await ctx.database.db
        .insert(downloads)
        .values({ userId: subscriber.userId, profileId: owner.profileId });
      return { payload: { reason: 'wrong_number' }, after: dropUnreachableOfOwner };
    },
  },
  'POST /api/admin/unreachable/list/:page': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ payload: {} }),
  },
  // Each call dismisses an open report of its own.
  'POST /api/admin/unreachable/:reportId/resolve': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => {
      const [row] = await ctx.database.db
        .insert(unreachableReports)
        .values({ reporterId: subscriber.userId, profileId: owner.profileId, reason: 'switched_off' })
        .returning({ id: unreachableReports.id });
      return {
        params: { reportId: String(row?.id) },
        payload: { action: 'dismiss' },
        after: dropUnreachableOfOwner,
      };
    },
  },
  'POST /api/admin/subscription': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ payload: { mobile_no: subscriber.mobile, downloads: 1, days: 1 } }),
  },
  'GET /api/admin/dashboard': { auth: 'admin', expect: ADMIN_ONLY },
  'GET /api/plans': { auth: 'public', expect: EVERYONE },
  'GET /api/admin/plans': { auth: 'admin', expect: ADMIN_ONLY },
  'POST /api/admin/plans': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ payload: { name: 'Matrix plan', price_inr: 100, downloads: 1, days: 1, active: false } }),
  },
  'POST /api/admin/plans/:planId': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => ({ params: { planId: String(await matrixPlanId()) }, payload: MATRIX_PLAN }),
  },
  // Each member asks for the same plan: the reference already waiting is answered again.
  'POST /api/payments': {
    auth: 'user',
    expect: [401, 200, 200, 200, 403, 200, 200, 200],
    call: async () => ({ payload: { plan_id: await matrixPlanId() } }),
  },
  'GET /api/payments': { auth: 'user', expect: MEMBERS },
  // The owner's payment, a fresh UTR each call: nobody else finds it.
  'POST /api/payments/:paymentId/utr': {
    auth: 'user',
    expect: [401, 200, 404, 404, 404, 404, 404, 404],
    call: async () => ({
      params: { paymentId: String(await paymentOf(owner)) },
      payload: { utr: String(500_000_000_000 + ++utrs) },
    }),
  },
  'POST /api/admin/payments/list/:page': { auth: 'admin', expect: ADMIN_ONLY, call: () => ({ payload: {} }) },
  // Each call decides a payment of its own, waiting with its UTR.
  'POST /api/admin/payments/:paymentId/confirm': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => {
      const { paymentId, utr } = await waitingPayment();
      return { params: { paymentId: String(paymentId) }, payload: { utr } };
    },
  },
  'POST /api/admin/payments/:paymentId/reject': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => ({
      params: { paymentId: String((await waitingPayment()).paymentId) },
      payload: { reason: 'Not in the bank statement.' },
    }),
  },
  'POST /api/admin/assisted-profile': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ payload: { user_name: 'Office Family', mobile_no: uniqueMobile() } }),
  },
  // The owner signed up herself: the operator is answered 409, she has no claim link.
  'POST /api/admin/assisted-profile/:userId/claim-link': {
    auth: 'admin',
    expect: [401, 403, 403, 403, 409, 403, 403, 403],
  },
  // One family, one login: each actor's own family; the owner's account is nobody else's to run.
  'GET /api/me/family': { auth: 'user', expect: MEMBERS },
  // A refused family adds no profile, nor does an operator; what the others added goes after each call.
  'POST /api/me/family/profiles': {
    auth: 'user',
    expect: [401, 201, 201, 201, 403, 403, 201, 201],
    call: () => ({ payload: { gender: 'Male', profile_for: 'son' }, after: removeAddedProfiles }),
  },
  'POST /api/me/family/switch/:userId': { auth: 'user', expect: [401, 200, 403, 403, 403, 403, 403, 403] },
  'POST /api/me/family/invites': {
    auth: 'user',
    expect: [401, 200, 403, 403, 403, 403, 403, 403],
    call: () => ({
      payload: { user_id: owner.userId, mobile: uniqueMobile(), role: 'view' },
      after: async () => {
        await ctx.database.db.delete(familyInvites);
      },
    }),
  },
  'POST /api/family/invites/accept': {
    auth: 'user',
    expect: [401, 400, 400, 400, 400, 400, 400, 400],
    call: () => ({ payload: { token: 'x'.repeat(43) } }),
  },
  // The owner runs nobody's profile and nobody runs hers: nobody to remove.
  'DELETE /api/me/family/guardians/:userId': {
    auth: 'user',
    expect: [401, 404, 404, 404, 404, 404, 404, 404],
  },
  // The owner's account is her own login, not a profile a family added: no candidate login to send.
  'POST /api/me/family/candidate-login': {
    auth: 'user',
    expect: [401, 409, 403, 403, 403, 403, 403, 403],
    call: () => ({ payload: { user_id: owner.userId, mobile: uniqueMobile() } }),
  },
  'POST /api/profile/shortlist/note': {
    auth: 'user',
    expect: [401, 400, 200, 200, 200, 403, 404, 403],
    call: () => ({ payload: { profile_id: owner.profileId, text: 'Met at the melava.' } }),
  },
  // Talk after a yes: the owner and `other` have a conversation; nobody else finds it, nor does the
  // operator, who reads no conversation.
  'GET /api/conversations/:page': { auth: 'user', expect: [401, 200, 200, 200, 404, 403, 200, 403] },
  'GET /api/conversations/unread': { auth: 'user', expect: [401, 200, 200, 200, 200, 403, 200, 200] },
  'GET /api/conversations/:conversationId/messages': {
    auth: 'user',
    expect: [401, 200, 200, 404, 404, 403, 404, 403],
    exceptFor: NOT_IN_IT,
    call: async () => ({ params: { conversationId: String(await ownerConversation()) } }),
  },
  'POST /api/conversations/:conversationId/messages': {
    auth: 'user',
    expect: [401, 201, 201, 404, 404, 403, 404, 403],
    exceptFor: NOT_IN_IT,
    call: async () => ({
      params: { conversationId: String(await ownerConversation()) },
      payload: { text: 'Namaste' },
    }),
  },
  'POST /api/conversations/:conversationId/read': {
    auth: 'user',
    expect: [401, 200, 200, 404, 404, 403, 404, 403],
    exceptFor: NOT_IN_IT,
    call: async () => {
      const params = await messageToOwner();
      return { params, payload: { message_id: Number(params.messageId) } };
    },
  },
  'POST /api/conversations/:conversationId/close': {
    auth: 'user',
    expect: [401, 200, 200, 404, 404, 403, 404, 403],
    exceptFor: NOT_IN_IT,
    call: async () => ({ params: { conversationId: String(await ownerConversation()) } }),
  },
  // The message is other's: the owner reports it, other may not report their own (400).
  'POST /api/conversations/:conversationId/messages/:messageId/report': {
    auth: 'user',
    expect: [401, 200, 400, 404, 404, 403, 404, 403],
    exceptFor: NOT_IN_IT,
    call: async () => ({
      params: await messageToOwner(),
      payload: { reason: 'harassment' },
      after: async () => {
        await ctx.database.db.delete(reports).where(eq(reports.profileId, other.profileId));
      },
    }),
  },
  'POST /api/conversations/stream-ticket': { auth: 'user', expect: [401, 200, 200, 200, 404, 403, 200, 403] },
  // Opened by a ticket, never by a token: none given, 400 for everyone.
  'GET /api/conversations/stream': { auth: 'public', expect: [400, 400, 400, 400, 400, 400, 400, 400] },
  'POST /api/account/claim': {
    auth: 'public',
    expect: [400, 400, 400, 400, 400, 400, 400, 400],
    call: () => ({ payload: { user_id: owner.userId, secret: 'x'.repeat(43), password: 'a long password' } }),
  },
  // The melava: the operator's pages, and a family's registration that only that family finds.
  'POST /api/admin/events': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({
      payload: {
        name: 'Pune Melava',
        starts_at: '2027-01-10T10:00:00+05:30',
        place: 'Hall',
        registration_opens: '2026-09-15',
        registration_closes: '2026-12-10',
        fee_inr: 0,
        capacity: 100,
        min_age_bride: 18,
        min_age_groom: 21,
      },
    }),
  },
  'GET /api/admin/events': { auth: 'admin', expect: ADMIN_ONLY },
  'POST /api/admin/events/:eventId': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => ({ params: { eventId: String(await matrixEvent()) }, payload: { place: 'Hall' } }),
  },
  'GET /api/admin/events/:eventId/registrations/:page': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => ({ params: { eventId: String(await matrixEvent()), page: '1' } }),
  },
  'GET /api/admin/events/:eventId/door-list': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => ({ params: { eventId: String(await matrixEvent()) } }),
  },
  'POST /api/admin/events/:eventId/check-ins': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => ({
      params: { eventId: String(await matrixEvent()) },
      payload: {
        checkins: [
          {
            client_id: `m-${Date.now()}-${Math.random()}`.replace('0.', ''),
            code: 'forged',
            scanned_at: new Date().toISOString(),
          },
        ],
      },
    }),
  },
  'GET /api/events': { auth: 'optional', expect: EVERYONE },
  // Approved members register (201); the operator, a refused member and one without a profile may not.
  'POST /api/events/:eventId/registrations': {
    auth: 'user',
    expect: [401, 201, 201, 201, 403, 403, 201, 403],
    call: async () => ({
      params: { eventId: String(await matrixEvent()) },
      payload: { listed: true },
      after: clearRegistrations,
    }),
  },
  'POST /api/events/:eventId/registrations/:registrationId': {
    auth: 'user',
    expect: [401, 200, 404, 404, 404, 404, 404, 404],
    call: async () => ({ params: await ownerRegistration(), payload: { listed: true } }),
  },
  'DELETE /api/events/:eventId/registrations/:registrationId': {
    auth: 'user',
    expect: [401, 200, 404, 404, 404, 404, 404, 404],
    call: async () => ({ params: await ownerRegistration(), after: clearRegistrations }),
  },
  'GET /api/me/events': { auth: 'user', expect: MEMBERS },
  // The owner came but nobody of the other side did: an empty list for her, nobody else's to see.
  'GET /api/events/:eventId/attendees/:page': {
    auth: 'user',
    expect: [401, 200, 404, 404, 404, 404, 404, 404],
    call: async () => {
      const params = await ownerRegistration();
      await ctx.database.db
        .update(melavaRegistrations)
        .set({ checkedInAt: new Date() })
        .where(eq(melavaRegistrations.id, Number(params.registrationId)));
      return { params: { eventId: params.eventId as string, page: '1' } };
    },
  },
  'GET /api/admin/events/:eventId/stage-order.pdf': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => ({
      params: { eventId: String(await matrixEvent()) },
      query: 'lang=mr&order=alternate',
    }),
  },
  'GET /api/events/:eventId/registrations/:registrationId/pass.pdf': {
    auth: 'user',
    expect: [401, 200, 404, 404, 404, 404, 404, 404],
    call: async () => ({ params: await ownerRegistration() }),
  },
  'GET /api/admin/payments.csv': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ query: 'from=2026-01-01' }),
  },
  'POST /api/admin/profile/list/:page': { auth: 'admin', expect: ADMIN_ONLY, call: () => ({ payload: {} }) },
  // The owner's profile is not refused: the operator is answered 409, and nothing changes.
  'POST /api/admin/profile/:profileId/status/undo': {
    auth: 'admin',
    expect: [401, 403, 403, 403, 409, 403, 403, 403],
    call: () => ({ payload: { profile_id: owner.profileId } }),
  },
  'POST /api/admin/profile/:profileId/status': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ payload: { profile_id: owner.profileId, status: STATUS_APPROVED } }),
  },
  'GET /api/admin/profiles/pending/:page': { auth: 'admin', expect: ADMIN_ONLY },
  // Nothing of the owner's waits for review: the operator is answered 409, and nothing changes.
  'POST /api/admin/profile/:profileId/changes/discard': {
    auth: 'admin',
    expect: [401, 403, 403, 403, 409, 403, 403, 403],
    call: () => ({ payload: { profile_id: owner.profileId, review_key: 'not-what-waits' } }),
  },
  'POST /api/admin/profile/:profileId/featured': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: () => ({ payload: { profile_id: owner.profileId, status: true } }),
  },
  'GET /api/featured': { auth: 'optional', expect: EVERYONE },
  'GET /api/marriages': { auth: 'public', expect: EVERYONE },
  'POST /api/public-profile': {
    auth: 'optional',
    expect: EVERYONE,
    call: () => ({ payload: { date_of_birth: specDateOf(owner.dateOfBirth) } }),
  },
  'POST /api/admin/marriage': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => ({ files: [photoFile(await png(), 'wedding.png')], fields: { caption: 'A wedding' } }),
  },
  'GET /api/admin/marriages/:page': { auth: 'admin', expect: ADMIN_ONLY },
  // Each call captions, or removes, a marriage photo of its own.
  'POST /api/admin/marriage/:marriageId': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => ({
      params: { marriageId: String(await marriageId()) },
      payload: { caption: 'A wedding in Pune' },
    }),
  },
  'DELETE /api/admin/marriage/:marriageId': {
    auth: 'admin',
    expect: ADMIN_ONLY,
    call: async () => ({ params: { marriageId: String(await marriageId()) } }),
  },
  'GET /api/profile/:userId/photo': { auth: 'user', expect: OWNER_OR_ADMIN },
  'POST /api/profile/:userId/photo': {
    auth: 'user',
    expect: OWNER_OR_ADMIN,
    call: async () => ({ files: [photoFile(await png(), 'new.png')], after: putBackOwnerMedia }),
  },
  'DELETE /api/profile/:userId/photo': {
    auth: 'user',
    expect: OWNER_OR_ADMIN,
    call: async () => ({ payload: { id: await freshOwnerPhotoId() }, after: putBackOwnerMedia }),
  },
  'GET /api/profile/:userId/attachment': { auth: 'user', expect: OWNER_OR_ADMIN },
  'POST /api/profile/:userId/attachment': {
    auth: 'user',
    expect: OWNER_OR_ADMIN,
    call: () => ({ files: [horoscopeFile(pdf(), 'new.pdf')], after: putBackOwnerMedia }),
  },
  'DELETE /api/profile/:userId/attachment': {
    auth: 'user',
    expect: OWNER_OR_ADMIN,
    call: async () => ({ payload: { id: await freshOwnerAttachmentId() }, after: putBackOwnerMedia }),
  },
  // The signed link is the permission: whoever holds it gets the file, logged in or not.
  'GET /api/media/:key': {
    auth: 'public',
    expect: EVERYONE,
    call: () => {
      const [path, query] = (owner.photos[0]?.short ?? '').split('?');
      return { params: { key: path?.split('/').pop() ?? '' }, query };
    },
  },
};

const MATRIX_PLAN = { name: 'Matrix plan', price_inr: 100, downloads: 1, days: 1 };
let planId: number | undefined;
let payer: TestMember | undefined;
let utrs = 0;

/** A plan on offer, made once by the operator. */
async function matrixPlanId(): Promise<number> {
  planId ??= expectOk(
    await send(ctx, admin, { ...apiRoute('createPlan'), payload: MATRIX_PLAN }),
    'plan',
  ).json<{ id: number }>().id;
  return planId;
}

/** The id of a payment of `member` for the matrix's plan. */
async function paymentOf(member: TestMember): Promise<number> {
  const response = await send(ctx, member, {
    ...apiRoute('createPayment'),
    payload: { plan_id: await matrixPlanId() },
  });
  return expectOk(response, 'payment').json<{ payment_id: number }>().payment_id;
}

/** A payment of a member of its own (confirming grants them the plan), its UTR entered. */
async function waitingPayment(): Promise<{ paymentId: number; utr: string }> {
  payer ??= await makeMember(ctx, { steps: [] });
  const paymentId = await paymentOf(payer);
  const utr = String(600_000_000_000 + ++utrs);
  expectOk(await send(ctx, payer, { ...apiRoute('submitUtr', { paymentId }), payload: { utr } }), 'utr');
  return { paymentId, utr };
}

/** Lifts every block of the owner's profile a call made, and only those (the owner's own stays). */
async function liftBlocksOfOwner(): Promise<void> {
  await ctx.database.db.delete(blocks).where(eq(blocks.blockedId, owner.userId));
}

/** Every interest of the owner's profile, either way: each call of the matrix starts without one. */
async function dropInterestsOfOwner(): Promise<void> {
  await ctx.database.db
    .delete(interests)
    .where(
      or(eq(interests.senderProfileId, owner.profileId), eq(interests.receiverProfileId, owner.profileId)),
    );
}

/** A waiting interest between the subscriber and the owner, received by `receiver`. */
async function interestFor(receiver: 'owner' | 'subscriber'): Promise<number> {
  const [from, to] = receiver === 'owner' ? [subscriber, owner] : [owner, subscriber];
  const [row] = await ctx.database.db
    .insert(interests)
    .values({ senderProfileId: from.profileId, receiverProfileId: to.profileId, template: 'liked_profile' })
    .returning({ id: interests.id });
  return row?.id as number;
}

/** The reports of the owner's number, and the downloads the matrix wrote for them. */
async function dropUnreachableOfOwner(): Promise<void> {
  await ctx.database.db.delete(unreachableReports).where(eq(unreachableReports.profileId, owner.profileId));
  await ctx.database.db
    .delete(downloads)
    .where(and(isNull(downloads.subscriptionId), eq(downloads.profileId, owner.profileId)));
}

/** An open report of the owner's profile, for one resolve call to dismiss. */
async function openReportId(): Promise<number> {
  const [row] = await ctx.database.db
    .insert(reports)
    .values({ reporterId: other.userId, profileId: owner.profileId, reason: 'fake' })
    .returning({ id: reports.id });
  return row?.id as number;
}

/** A marriage photo of the operator's site, for one call to caption or remove (its files are not needed). */
async function marriageId(): Promise<number> {
  const key = `marriage-matrix-${Math.random().toString(36).slice(2)}`;
  const [row] = await ctx.database.db
    .insert(marriages)
    .values({ domain: 'varmala', shortKey: key, largeKey: key, urlKey: key, caption: 'A wedding' })
    .returning({ id: marriages.id });
  return row?.id as number;
}

function pathOf(route: ProductRoute, call: Call): string {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (call.params?.[name] !== undefined) return encodeURIComponent(call.params[name]);
    if (name === 'userId') return String(owner.userId);
    if (name === 'profileId') return String(owner.profileId);
    if (name === 'page') return '1';
    if (name === 'box') return 'received';
    throw new Error(`${route.method} ${route.url}: no value for :${name}`);
  });
  return call.query ? `${path}?${call.query}` : path;
}

const keyOf = (route: ProductRoute) => `${route.method} ${route.url}`;

beforeAll(async () => {
  // The owner is a bride; the other member and the subscriber are grooms, so each sees her.
  owner = await makeMember(ctx, {
    gender: 'Female',
    // A place from the list, so the owner's birth chart is drawn.
    horoscope: { birth_place_id: 1259229 },
    photos: 1,
    attachments: await horoscopeFiles(),
    featuredConsent: true,
  });
  other = await makeMember(ctx, { gender: 'Male', photos: 1 });
  subscriber = await makeMember(ctx, { gender: 'Male', photos: 1 });
  await grantSubscription(ctx, subscriber);
  admin = await makeAdmin(ctx);
  rejected = await refusedMember(REJECTED);
  duplicate = await refusedMember(DUPLICATE);
  loggedOut = await makeMember(ctx, { steps: [] });
  expectOk(await send(ctx, loggedOut, { method: 'POST', url: apiRoute('logout').url }), 'logout');
  erased = await makeMember(ctx, { gender: 'Male', photos: 1 });
  expectOk(
    await send(ctx, erased, { ...apiRoute('eraseAccount'), payload: { password: erased.password } }),
    'erase',
  );
  blocked = await makeMember(ctx, { gender: 'Male', photos: 1 });
  await grantSubscription(ctx, blocked);
  expectOk(
    await send(ctx, owner, { method: 'POST', url: `/api/profile/block/${blocked.profileId}` }),
    'block',
  );
  paused = await makeMember(ctx, { gender: 'Male', photos: 1, privacy: { paused: true } });
  protective = await makeMember(ctx, {
    gender: 'Male',
    photos: 1,
    privacy: { photo_visibility: 'shortlisted' },
  });
  incomplete = await makeMember(ctx, { steps: [] });
  await grantSubscription(ctx, incomplete);
});

/** Every session the matrix's logout calls ended, live again (but the logged-out actor's). */
async function reopenSessions(): Promise<void> {
  await ctx.database.db
    .update(sessions)
    .set({ revokedAt: null })
    .where(ne(sessions.id, String(decodeClaims(loggedOut.token).sid)));
}

const REJECTED = 500;
const DUPLICATE = 501;

/** A groom with a subscription whose own profile the operator set to `status`. */
async function refusedMember(status: number): Promise<Member> {
  const member = await makeMember(ctx, { gender: 'Male', photos: 1 });
  await grantSubscription(ctx, member);
  await setStatus(ctx, member.profileId, status);
  // The auth check keeps a member's row until the database's notice of the change arrives.
  await vi.waitFor(
    async () => {
      const search = await send(ctx, member, { ...apiRoute('searchProfiles', { page: 1 }), payload: {} });
      expect(search.statusCode).toBe(403);
    },
    { timeout: 5_000 },
  );
  return member;
}

describe('the access-control matrix', () => {
  it('lists every route of the route table, and only those', () => {
    const routes = ctx.app.productRoutes.map(keyOf);
    const unreviewed = routes.filter((key) => !(key in MATRIX)).map((key) => `no MATRIX entry: ${key}`);
    const stale = Object.keys(MATRIX)
      .filter((key) => !routes.includes(key))
      .map((key) => `MATRIX entry without a route: ${key}`);
    expect([...unreviewed, ...stale]).toEqual([]);
  });

  // Routes times actors calls, one after another: on a busy machine more than the default 30 s.
  it(`answers each of the ${Object.keys(ACTORS).length} actors as MATRIX says, on every route`, {
    timeout: 120_000,
  }, async () => {
    const tokens: Record<Actor, TestMember | null> = {
      anonymous: null,
      owner,
      other,
      subscriber,
      admin,
      rejected,
      duplicate,
      loggedOut,
      erased,
      blocked,
      paused,
      protective,
      incomplete,
    };
    const actors = Object.keys(ACTORS) as Actor[];
    const mismatches: string[] = [];
    let calls = 0;
    for (const route of ctx.app.productRoutes) {
      const entry = MATRIX[keyOf(route)];
      if (!entry) continue; // reported by the test above
      if (route.auth !== entry.auth) {
        mismatches.push(`${keyOf(route)} declares auth '${route.auth}', MATRIX expects '${entry.auth}'`);
      }
      for (const actor of actors) {
        const call = (await entry.call?.(actor)) ?? {};
        const response = await send(ctx, tokens[actor], {
          method: route.method,
          url: pathOf(route, call),
          payload: call.payload,
          files: call.files,
          fields: call.fields,
        });
        calls++;
        const expected = entry.exceptFor?.[actor] ?? entry.expect[COLUMNS.indexOf(ACTORS[actor])];
        const what = `${keyOf(route)} as ${actor}`;
        if (response.statusCode !== expected) {
          mismatches.push(
            `${what}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
        if (response.statusCode >= 400 && !errorBodySchema.safeParse(safeJson(response.body)).success) {
          mismatches.push(
            `${what}: ${response.statusCode} not in the error shape: ${response.body.slice(0, 160)}`,
          );
        }
        await call.after?.();
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBe(ctx.app.productRoutes.length * actors.length);
  });

  it('lets a member whose own profile is Rejected or Duplicate still read and save it', async () => {
    const failures: string[] = [];
    for (const member of [rejected, duplicate]) {
      for (const [step, payload] of Object.entries(member.steps)) {
        const url = `/api/profile/${member.userId}/${step}`;
        for (const request of [
          { method: 'GET', url },
          { method: 'POST', url, payload },
        ]) {
          const response = await send(ctx, member, request);
          if (response.statusCode !== 200) failures.push(`${request.method} ${url}: ${response.statusCode}`);
        }
      }
      for (const list of ['photo', 'attachment']) {
        const url = `/api/profile/${member.userId}/${list}`;
        const response = await send(ctx, member, { method: 'GET', url });
        if (response.statusCode !== 200) failures.push(`GET ${url}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('left the owner as set up: Approved, same album, same files, same password', async () => {
    const view = await send(ctx, other, {
      method: 'GET',
      url: apiRoute('viewProfile', { profileId: owner.profileId }).url,
    });
    expect(view.json()).toMatchObject({ status: STATUS_APPROVED, mid: owner.mid });
    const photos = await send(ctx, owner, { method: 'GET', url: ownerUrl('photo') });
    expect(photos.json<{ id: number }[]>().map((p) => p.id)).toEqual(owner.photos.map((p) => p.id));
    const files = await send(ctx, owner, { method: 'GET', url: ownerUrl('attachment') });
    expect(files.json<{ id: number }[]>().map((f) => f.id)).toEqual(owner.attachments.map((f) => f.id));
    const login = await send(ctx, null, {
      ...apiRoute('login'),
      payload: { mobile_no: owner.mobile, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
    // The matrix's other member really is an ordinary one: no subscription, a visible profile.
    expect((await send(ctx, other, { method: 'GET', url: apiRoute('subscription').url })).statusCode).toBe(
      402,
    );
    // The owner's block held through the whole matrix, and nobody else's outlived its call.
    const list = await send(ctx, owner, { method: 'GET', url: apiRoute('blockList').url });
    expect(list.json().rows.map((row: { mid: string }) => row.mid)).toEqual([blocked.mid]);
    expect(await ctx.database.db.select().from(blocks).where(eq(blocks.blockedId, owner.userId))).toEqual([]);
    const settings = await send(ctx, paused, { method: 'GET', url: '/api/me/privacy' });
    expect(settings.json()).toEqual({
      paused: true,
      photo_visibility: 'members',
      public_dob_listing: true,
      contact_visibility: 'subscribers',
      printed_lists: false,
      show_activity: true,
      paused_for: 'member',
    });
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
