/**
 * Who calls each route of the table in the tests that walk all of them (fuzz, text cost, body
 * limits), with which path and which good body: a member with a saved basic step, an operator, and
 * another member's profile to point at.
 */
import { apiRoute, DEFAULT_MATCH_RULE } from '@varmala/shared';
import { expect } from 'vitest';
import type { ProductRoute } from '../../app-types.js';
import { runOperatorCommand } from '../../cli/operator-commands.js';
import { makeMember } from '../members.js';
import { basicFor, family, horoscope, personal, work } from '../profile-fixtures.js';
import { bearer, type TestContext, type TestMember, uniqueIp, uniqueMobile } from '../test-app.js';

export interface Callers {
  member: TestMember;
  admin: TestMember;
  otherProfileId: number;
}

export async function makeCallers(ctx: TestContext): Promise<Callers> {
  const member = await makeMember(ctx, { steps: [] });
  const other = await makeMember(ctx, { steps: [] });
  const admin = await makeMember(ctx, { steps: [] });
  const save = (who: TestMember, payload: object) =>
    ctx.app.inject({
      ...apiRoute('saveBasic', { userId: who.userId }),
      headers: bearer(who.token),
      payload,
    });
  expect((await save(member, basicFor({ gender: 'Male' }))).statusCode).toBe(200);
  expect((await save(other, basicFor())).statusCode).toBe(200);
  const profile = await ctx.database.db.execute<{ id: number }>(
    `select id from profiles where user_id = ${Number(other.userId)}`,
  );
  const otherProfileId = profile.rows[0]?.id as number;
  const promoted = await runOperatorCommand(ctx.database.db, [
    'create',
    '--mobile',
    admin.mobile,
    '--password',
    admin.password,
    '--promote-existing',
  ]);
  expect(promoted.ok, promoted.message).toBe(true);
  const login = await ctx.app.inject({
    ...apiRoute('login'),
    remoteAddress: uniqueIp(),
    payload: { mobile_no: admin.mobile, password: admin.password },
  });
  return { member, admin: { ...admin, token: login.json<{ token: string }>().token }, otherProfileId };
}

/** Bodies the routes accept, by `METHOD /url`, so one changed field still reaches the handler. */
export function validBodies({ member, otherProfileId }: Callers): Record<string, Record<string, unknown>> {
  const today = new Date();
  return {
    'POST /api/signup': { user_name: 'Fuzz Member', mobile_no: uniqueMobile(), password: 'long enough pass' },
    'POST /api/login': { mobile_no: member.mobile, password: 'not the password' },
    // A wrong old password: a generated case must not change the member's credentials.
    'POST /api/password/change': { old_password: 'not the password', password: 'another long pass' },
    'POST /api/profile/:userId/basic': basicFor(),
    'POST /api/profile/:userId/personal': personal,
    'POST /api/profile/:userId/work': work,
    'POST /api/profile/:userId/family': family,
    'POST /api/profile/:userId/horoscope': horoscope,
    'POST /api/profile/:userId/featured-consent': { consent: true },
    'POST /api/profile/recent/:page': { from_age: 18, to_age: 40, community: [], state: [] },
    // Another member's media or none: the handler is reached, and the member's album stays as it is.
    'DELETE /api/profile/:userId/photo': { id: 1 },
    'DELETE /api/profile/:userId/attachment': { id: 1 },
    'POST /api/profile/shortlist': { profile_id: otherProfileId },
    'DELETE /api/profile/shortlist': { profile_id: otherProfileId },
    'POST /api/admin/subscription': { mobile_no: member.mobile, downloads: 5, days: 30 },
    'POST /api/admin/profile/list/:page': { mid: '', domain: 'varmala' },
    // A review key that names nothing waiting: refused with 409 unless a changed field makes it 400.
    'POST /api/admin/profile/:profileId/status': { profile_id: otherProfileId, status: 200, review_key: 'x' },
    'POST /api/admin/profile/:profileId/featured': { profile_id: otherProfileId, status: true },
    // Nothing refused to undo: 409, the profile as it was.
    'POST /api/admin/profile/:profileId/status/undo': { profile_id: otherProfileId },
    // No marriage photo has this id: 404 once the caption passes.
    'POST /api/admin/marriage/:marriageId': { caption: 'Priya and Rahul, married in Pune' },
    'POST /api/admin/match-rule': { domain: 'varmala', rule: DEFAULT_MATCH_RULE },
    'POST /api/admin/profile/:profileId/changes/discard': { profile_id: otherProfileId, review_key: 'x' },
    'POST /api/public-profile': {
      date_of_birth: `${today.getFullYear() - 25}-3-14`,
      domain: 'varmala',
    },
    'POST /api/password/reset': {
      mobile_no: member.mobile,
      date_of_birth: `${today.getFullYear() - 25}-3-14`,
    },
    'POST /api/password/reset/confirm': {
      user_id: member.userId,
      secret: 'x'.repeat(43),
      password: 'long enough pass',
    },
    'POST /api/user/verify/email': { user_id: member.userId, secret: 'x'.repeat(43) },
    'POST /api/me/language': { language: 'mr' },
    'POST /api/me/notifications/read': { all: true },
    'POST /api/me/notification-settings': { email: 'daily', push: false },
    'POST /api/me/push-subscriptions': {
      endpoint: 'https://fcm.googleapis.com/fcm/send/endpoint',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    },
    'DELETE /api/me/push-subscriptions': { endpoint: 'https://push.example/endpoint' },
    'POST /api/me/privacy': { paused: false, photo_visibility: 'members' },
    // A wrong password: a generated case must not erase the member.
    'DELETE /api/me': { password: 'not the password' },
    'POST /api/profile/report/:profileId': { reason: 'other', details: 'Asked for money\nfor a visa.' },
    'POST /api/admin/report/list/:page': { status: 'open' },
    'POST /api/admin/report/:reportId/resolve': { action: 'dismiss' },
    'POST /api/interest/:profileId': { template: 'liked_profile' },
    'POST /api/interest/:interestId/decline': { template: 'not_a_match' },
    'POST /api/me/preferences': {
      from_age: 22,
      to_age: 30,
      community: ['Kshatriya'],
      state: ['Maharashtra'],
      education: [],
      marital_status: [],
      horoscope_match: false,
    },
    'POST /api/subscription/download/:profileId/unreachable': { reason: 'wrong_number' },
    'POST /api/admin/unreachable/list/:page': { status: 'open' },
    'POST /api/admin/unreachable/:reportId/resolve': { action: 'dismiss' },
    'POST /api/me/verify-mobile/confirm': { code: '123456' },
    'POST /api/admin/profile/:profileId/verification': {
      kind: 'id_seen',
      id_type: 'aadhaar',
      id_last4: '0123',
      note: 'Saw it on a video call',
    },
    'DELETE /api/admin/profile/:profileId/verification': { kind: 'id_seen' },
    'POST /api/admin/selfies/decide': { selfie_id: 1, decision: 'refuse' },
    'POST /api/profile/:userId/biodata-settings': {
      show_birth_time: false,
      contact: 'guardian',
      guardian_mobile: '9876543210',
    },
    'POST /api/admin/broadcast-text': { domain: 'tamilmala', lang: 'ta' },
    'POST /api/admin/booklet.pdf': {
      domain: 'varmala',
      gender: 'Female',
      from_age: 21,
      to_age: 30,
      lang: 'mr',
    },
    'POST /api/admin/plans': { name: 'Gold', price_inr: 1500, downloads: 50, days: 180 },
    'POST /api/admin/plans/:planId': {
      name: 'Gold',
      price_inr: 1500,
      downloads: 50,
      days: 180,
      active: false,
    },
    'POST /api/payments': { plan_id: 1 },
    'POST /api/admin/assisted-profile': {
      user_name: 'Sunita Patil',
      mobile_no: '9876512345',
      domain: 'varmala',
      language: 'mr',
      profile_for: 'daughter',
    },
    'POST /api/account/claim': {
      user_id: member.userId,
      secret: 'x'.repeat(43),
      password: 'long enough pass',
    },
    'POST /api/me/family/profiles': { gender: 'Male', profile_for: 'son' },
    'POST /api/me/family/invites': { user_id: member.userId, mobile: '9876512346', role: 'view' },
    'POST /api/family/invites/accept': { token: 'x'.repeat(43) },
    'POST /api/me/family/candidate-login': { user_id: member.userId, mobile: '9876512347' },
    'POST /api/profile/shortlist/note': { profile_id: otherProfileId, text: 'Call after Diwali.' },
    'POST /api/conversations/:conversationId/messages': {
      text: 'Namaste, shall our families meet on Sunday?',
    },
    'POST /api/conversations/:conversationId/read': { message_id: 1 },
    'POST /api/admin/events': {
      name: 'Pune Vadhu-Var Melava',
      starts_at: '2027-01-10T10:00:00+05:30',
      place: 'Ganesh Kala Krida Manch, Pune',
      registration_opens: '2026-09-15',
      registration_closes: '2026-12-10',
      fee_inr: 500,
      capacity: 300,
      min_age_bride: 18,
      min_age_groom: 21,
    },
    'POST /api/admin/events/:eventId': { place: 'Balgandharva Rangmandir, Pune' },
    'POST /api/admin/events/:eventId/check-ins': {
      checkins: [
        { client_id: 'door-1-17', code: 'M1.1.1.AAAAAAAAAAAAAAAA', scanned_at: today.toISOString() },
      ],
    },
    'POST /api/events/:eventId/registrations': { listed: true },
    'POST /api/events/:eventId/registrations/:registrationId': { listed: false },
    'POST /api/conversations/:conversationId/messages/:messageId/report': { reason: 'asking_money' },
    'POST /api/payments/:paymentId/utr': { utr: '412345678901' },
    'POST /api/admin/payments/list/:page': {
      state: 'awaiting_confirmation',
      from: '2026-01-01',
      to: '2026-12-31',
    },
    'POST /api/admin/payments/:paymentId/confirm': { utr: '412345678901' },
    'POST /api/admin/payments/:paymentId/reject': { reason: 'No such payment reached the account.' },
    // Pune: a place of the list, so the sky is computed.
    'POST /api/horoscope/compute': { date_of_birth: '1998-03-14', birth_time: '06:45 AM', place_id: 1259229 },
    // A wedding day ahead: refused before anything changes, so the member stays listed for the rest.
    'POST /api/me/married': { spouse_profile_id: otherProfileId, date: '2999-01-01' },
    'POST /api/me/married/confirm': { profile_id: otherProfileId },
    'POST /api/keep-listed': { token: 'x'.repeat(43) },
    'POST /api/admin/success-stories/:storyId/reject': {
      reason: 'The photo shows more people than the couple.',
    },
  };
}

/** A copy of `body` with `value` at `path`, making the lists and objects on the way that are not there. */
export function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head] ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  return copy;
}

export const routeKey = (route: ProductRoute) => `${route.method} ${route.url}`;

/** Path parameters that reach the handler: the member's own id, page 1, another member's profile. */
export function pathOf(route: ProductRoute, callers: Callers, params: Record<string, string> = {}): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (name in params) return encodeURIComponent(params[name] as string);
    if (name === 'userId') return String(callers.member.userId);
    if (name === 'profileId') return String(callers.otherProfileId);
    if (name === 'box') return 'received';
    return '1';
  });
}

export function tokenFor(route: ProductRoute, callers: Callers): string | undefined {
  if (route.auth === 'admin') return callers.admin.token;
  if (route.auth === 'user' || route.auth === 'optional') return callers.member.token;
  return undefined;
}
