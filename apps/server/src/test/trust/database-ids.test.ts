/**
 * Every id a request carries, in its path, its query or its body, found from the server's own route
 * table. Each table id is a PostgreSQL `integer`: a number past its range reaching a query fails the
 * statement (a 500). So each id must be the one shared schema (`databaseId`), which refuses such a
 * number with 400 before any query; and the largest id that fits reaches the handler and answers as
 * a row that is not there would, with a 4xx.
 */
import { databaseId, errorBodySchema, MAX_DATABASE_ID } from '@varmala/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ProductRoute } from '../../app-types.js';
import { reports } from '../../db/schema.js';
import { pdf, png } from '../media-support.js';
import { type Member, makeAdmin, makeMember } from '../members.js';
import type { TestMember } from '../test-app.js';
import { useTestApp } from '../test-app.js';
import { horoscopeFile, NO_RATE_LIMITS, photoFile, type Request, send } from './trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

/** An id field by its name: `id`, `user_id`, `profile_id`... in bodies; `userId`, `profileId`... in paths. */
const ID_FIELD = /^(id|\w+_id)$/;
const ID_PARAM = /^\w+Id$/;

/** Past the range of `integer`, or not a whole positive number: what no id may be. */
const BAD_BODY_IDS: unknown[] = [MAX_DATABASE_ID + 1, 2 ** 32, 2 ** 53 + 2, 1e21, 0, -1, 1.5, '2147483648'];
const BAD_PATH_IDS = [
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
];

/**
 * Ids a route takes with a schema of its own, each with why: the check of the integer range below
 * still holds them.
 */
const OWN_ID_SCHEMAS: Record<string, string> = {
  'POST /api/profile/:userId/horoscope: birth_place_id':
    "a step's field: as every field of a step it may come as text, or null to clear it",
};

let member: Member;
let other: Member;
let admin: TestMember;
let reportId: number;

interface Good {
  payload?: Record<string, unknown>;
  files?: Request['files'];
}

/**
 * For each route that takes a body, one the route accepts: an id changed in it (or in the path) is
 * then the only thing wrong with the call.
 */
function goodBodies(): Record<string, () => Good | Promise<Good>> {
  const secret = 'x'.repeat(43);
  const status = { profile_id: other.profileId, status: 200 };
  return {
    'POST /api/profile/:userId/basic': () => ({ payload: member.steps.basic }),
    'POST /api/profile/:userId/personal': () => ({ payload: member.steps.personal }),
    'POST /api/profile/:userId/work': () => ({ payload: member.steps.work }),
    'POST /api/profile/:userId/family': () => ({ payload: member.steps.family }),
    'POST /api/profile/:userId/horoscope': () => ({ payload: member.steps.horoscope }),
    'POST /api/profile/:userId/featured-consent': () => ({ payload: { consent: true } }),
    'POST /api/profile/:userId/biodata-settings': () => ({
      payload: { show_birth_time: false, contact: 'guardian', guardian_mobile: '9876543210' },
    }),
    'POST /api/profile/:userId/photo': async () => ({ files: [photoFile(await png(), 'new.png')] }),
    'POST /api/profile/:userId/attachment': () => ({ files: [horoscopeFile(pdf(), 'new.pdf')] }),
    'DELETE /api/profile/:userId/photo': () => ({ payload: { id: member.photos[0]?.id } }),
    'DELETE /api/profile/:userId/attachment': () => ({ payload: { id: member.attachments[0]?.id } }),
    'POST /api/profile/shortlist': () => ({ payload: { profile_id: other.profileId } }),
    'POST /api/profile/shortlist/note': () => ({
      payload: { profile_id: other.profileId, text: 'Ring on Sunday.' },
    }),
    'POST /api/me/family/invites': () => ({
      payload: { user_id: member.userId, mobile: '9876501234', role: 'view' },
    }),
    'POST /api/me/family/candidate-login': () => ({
      payload: { user_id: member.userId, mobile: '9876501235' },
    }),
    // Pune, as GET /api/places names it.
    'POST /api/horoscope/compute': () => ({
      payload: { date_of_birth: '1995-04-12', birth_time: '06:30 AM', place_id: 1259229 },
    }),
    'DELETE /api/profile/shortlist': () => ({ payload: { profile_id: other.profileId } }),
    'POST /api/profile/report/:profileId': () => ({ payload: { reason: 'fake' } }),
    'POST /api/admin/subscription': () => ({ payload: { user_id: other.userId, downloads: 1, days: 1 } }),
    'POST /api/admin/profile/:profileId/status': () => ({ payload: status }),
    'POST /api/admin/profile/:profileId/featured': () => ({
      payload: { profile_id: other.profileId, status: true },
    }),
    'POST /api/admin/profile/:profileId/changes/discard': () => ({
      payload: { profile_id: other.profileId, review_key: 'x' },
    }),
    'POST /api/admin/report/:reportId/resolve': () => ({ payload: { action: 'dismiss' } }),
    'POST /api/admin/unreachable/:reportId/resolve': () => ({ payload: { action: 'dismiss' } }),
    'POST /api/admin/profile/:profileId/verification': () => ({ payload: { kind: 'operator_call' } }),
    'DELETE /api/admin/profile/:profileId/verification': () => ({ payload: { kind: 'operator_call' } }),
    'POST /api/admin/selfies/decide': () => ({ payload: { selfie_id: 1, decision: 'refuse' } }),
    'POST /api/admin/plans/:planId': () => ({
      payload: { name: 'Gold', price_inr: 1, downloads: 1, days: 1 },
    }),
    'POST /api/payments': () => ({ payload: { plan_id: 1 } }),
    'POST /api/account/claim': () => ({
      payload: { user_id: member.userId, secret, password: 'a long new password' },
    }),
    'POST /api/payments/:paymentId/utr': () => ({ payload: { utr: '412345678901' } }),
    'POST /api/admin/payments/:paymentId/confirm': () => ({ payload: { utr: '412345678901' } }),
    'POST /api/admin/payments/:paymentId/reject': () => ({ payload: { reason: 'Not received.' } }),
    'POST /api/interest/:profileId': () => ({ payload: { template: 'liked_profile' } }),
    'POST /api/interest/:interestId/decline': () => ({ payload: { template: 'not_a_match' } }),
    'POST /api/subscription/download/:profileId/unreachable': () => ({ payload: { reason: 'wrong_number' } }),
    // Nothing refused to undo: 409 for a profile, 404 past the last one.
    'POST /api/admin/profile/:profileId/status/undo': () => ({ payload: { profile_id: other.profileId } }),
    'POST /api/admin/marriage/:marriageId': () => ({ payload: { caption: 'A wedding in Pune' } }),
    'POST /api/password/reset/confirm': () => ({
      payload: { user_id: member.userId, secret, password: 'a long new password' },
    }),
    'POST /api/user/verify/email': () => ({ payload: { user_id: member.userId, secret } }),
    'POST /api/conversations/:conversationId/messages': () => ({ payload: { text: 'Namaste' } }),
    'POST /api/conversations/:conversationId/read': () => ({ payload: { message_id: 1 } }),
    'POST /api/admin/events/:eventId': () => ({ payload: { place: 'Hall' } }),
    'POST /api/admin/booklet.pdf': () => ({ payload: { domain: 'varmala' } }),
    'POST /api/admin/events/:eventId/check-ins': () => ({
      payload: {
        checkins: [{ client_id: 'door-1', code: 'M1.1.1.x', scanned_at: new Date().toISOString() }],
      },
    }),
    'POST /api/events/:eventId/registrations': () => ({ payload: { listed: false } }),
    'POST /api/events/:eventId/registrations/:registrationId': () => ({ payload: { listed: true } }),
    'POST /api/conversations/:conversationId/messages/:messageId/report': () => ({
      payload: { reason: 'fake' },
    }),
    'POST /api/admin/success-stories/:storyId/reject': () => ({ payload: { reason: 'Not the couple.' } }),
    // A wedding day ahead: nothing changes whatever the spouse's id.
    'POST /api/me/married': () => ({ payload: { spouse_profile_id: other.profileId, date: '2999-01-01' } }),
    'POST /api/me/married/confirm': () => ({ payload: { profile_id: other.profileId } }),
  };
}

const keyOf = (route: ProductRoute) => `${route.method} ${route.url}`;

function objectShape(schema: unknown): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

/** Where a route takes ids: path parameters, query and body fields, each with its schema. */
function idsOf(route: ProductRoute) {
  const pick = (schema: unknown, isId: RegExp) =>
    Object.entries(objectShape(schema)).filter(([name]) => isId.test(name));
  return {
    path: pick(route.schema?.params, ID_PARAM),
    query: pick(route.schema?.querystring, ID_FIELD),
    body: pick(route.schema?.body, ID_FIELD),
  };
}

const routesWithIds = () =>
  ctx.app.productRoutes.filter((route) => {
    const ids = idsOf(route);
    return ids.path.length + ids.query.length + ids.body.length > 0;
  });

/** Who calls: for a member's route both a member and the operator (who passes every ownership check). */
function callersOf(route: ProductRoute): (TestMember | null)[] {
  if (route.auth === 'admin') return [admin];
  if (route.auth === 'public') return [null];
  return [member, admin];
}

function urlOf(route: ProductRoute, params: Record<string, string> = {}): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] !== undefined) return encodeURIComponent(params[name]);
    if (name === 'userId') return String(member.userId);
    if (name === 'profileId') return String(other.profileId);
    if (name === 'reportId') return String(reportId);
    // No conversation is the member's: each id answers 404, as one that is not there.
    if (name === 'conversationId' || name === 'messageId' || name === 'storyId') return '1';
    // No melava is there: each id answers 404.
    if (name === 'eventId' || name === 'registrationId' || name === 'page') return '1';
    throw new Error(`${keyOf(route)}: no value for :${name}`);
  });
}

async function call(
  route: ProductRoute,
  who: TestMember | null,
  change: { params?: Record<string, string>; body?: Record<string, unknown> } = {},
) {
  const good = (await goodBodies()[keyOf(route)]?.()) ?? {};
  const payload = good.payload || change.body ? { ...good.payload, ...change.body } : undefined;
  return send(ctx, who, {
    method: route.method,
    url: urlOf(route, change.params),
    ...(good.files ? { files: good.files } : { payload }),
  });
}

beforeAll(async () => {
  member = await makeMember(ctx, {
    gender: 'Female',
    photos: 1,
    attachments: [horoscopeFile(pdf(), 'kundali.pdf')],
  });
  other = await makeMember(ctx, { gender: 'Male', photos: 1 });
  admin = await makeAdmin(ctx);
  const [report] = await ctx.database.db
    .insert(reports)
    .values({ reporterId: member.userId, profileId: other.profileId, reason: 'fake' })
    .returning({ id: reports.id });
  reportId = report?.id as number;
});

describe('ids in requests', () => {
  it('takes every id of every route with the one shared schema', () => {
    const found = routesWithIds();
    // The routes the issue names, so that a change of naming cannot leave the check with nothing to check.
    expect(found.map(keyOf)).toEqual(
      expect.arrayContaining([
        'DELETE /api/profile/:userId/photo',
        'DELETE /api/profile/:userId/attachment',
        'POST /api/admin/subscription',
        'GET /api/profile/:userId/basic',
      ]),
    );
    const others = found.flatMap((route) => {
      const ids = idsOf(route);
      return [...ids.path, ...ids.query, ...ids.body]
        .filter(([, schema]) => (schema instanceof z.ZodOptional ? schema.unwrap() : schema) !== databaseId)
        .map(([name]) => `${keyOf(route)}: ${name}`)
        .filter((key) => !(key in OWN_ID_SCHEMAS));
    });
    expect(others).toEqual([]);
  });

  it('has a good body for each route that takes a body beside its id', () => {
    const missing = routesWithIds()
      .filter((route) => route.schema?.body !== undefined || route.schema?.consumes !== undefined)
      .map(keyOf)
      .filter((key) => !(key in goodBodies()));
    expect(missing).toEqual([]);
  });

  it('refuses an id past the integer range, or not a whole positive number, with 400 naming it', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of routesWithIds()) {
      const ids = idsOf(route);
      const cases = [
        ...ids.path.flatMap(([name]) =>
          BAD_PATH_IDS.map((value) => ({ name, change: { params: { [name]: value } } })),
        ),
        ...ids.body.flatMap(([name]) =>
          BAD_BODY_IDS.map((value) => ({ name, change: { body: { [name]: value } } })),
        ),
      ];
      for (const who of callersOf(route)) {
        for (const { name, change } of cases) {
          const response = await call(route, who, change);
          calls++;
          const body = safeJson(response.body);
          const named = (body as { errors?: Record<string, string> } | undefined)?.errors?.[name];
          if (response.statusCode !== 400 || !named || !errorBodySchema.safeParse(body).success) {
            failures.push(
              `${keyOf(route)} ${JSON.stringify(change)} as ${who === admin ? 'admin' : who ? 'member' : 'anyone'}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(100);
  });

  it('answers the largest id that fits as a row that is not there: a 4xx, never a 5xx', async () => {
    const failures: string[] = [];
    const largest = String(MAX_DATABASE_ID);
    for (const route of routesWithIds()) {
      const ids = idsOf(route);
      const cases = [
        ...ids.path.map(([name]) => ({ params: { [name]: largest } })),
        ...ids.body.map(([name]) => ({ body: { [name]: MAX_DATABASE_ID } })),
      ];
      for (const who of callersOf(route)) {
        for (const change of cases) {
          const response = await call(route, who, change);
          if (response.statusCode < 400 || response.statusCode >= 500) {
            failures.push(
              `${keyOf(route)} ${JSON.stringify(change)}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Nothing of the member's was touched by any of it.
    const photos = await send(ctx, member, { method: 'GET', url: `/api/profile/${member.userId}/photo` });
    expect(photos.json<{ id: number }[]>().map((p) => p.id)).toEqual(member.photos.map((p) => p.id));
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
