/**
 * Every route with a body or path parameters, fed generated input: a known-good body with one field
 * changed, dropped or added, or any JSON at all; control characters in each text field; path
 * parameters past the router's limit; bodies past the size limit. The route's own zod schema is the
 * oracle:
 *   - never a 5xx;
 *   - input the schema refuses never gets a 2xx;
 *   - every error answers in the error shape.
 * FUZZ_RUNS sets the cases per route (CI runs the default; `FUZZ_RUNS=500 npm test -- fuzz` runs more).
 */
import { DEFAULT_MATCH_RULE, errorBodySchema } from '@varmala/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ProductRoute } from '../../app-types.js';
import { runOperatorCommand } from '../../features/operator/commands.js';
import { makeMember } from '../members.js';
import { basicFor, family, horoscope, personal, work } from '../profile-fixtures.js';
import { bearer, type TestMember, uniqueIp, uniqueMobile, useTestApp } from '../test-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** Fastify's defaults, as the app keeps them: a path parameter's length and a JSON body's bytes. */
const MAX_PARAM_LENGTH = 100;
const BODY_LIMIT = 1024 * 1024;
/** Each case is a request through the whole app and often the database: allow for a busy machine. */
const TIMEOUT_MS = Math.max(120_000, RUNS * 1_500);
const MUST_SUCCEED_SOMETIMES = [
  'POST /api/profile/:userId/personal',
  'POST /api/profile/:userId/family',
  'POST /api/profile/recent/:page',
  'POST /api/admin/profile/list/:page',
];
const ctx = useTestApp();

let member: TestMember;
let admin: TestMember;
let otherProfileId: number;

/** Bodies the routes accept, so one changed field still reaches the handler. */
function validBodies(): Record<string, Record<string, unknown>> {
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
    'POST /api/me/privacy': { paused: false, photo_visibility: 'members' },
    // A wrong password: a generated case must not erase the member.
    'DELETE /api/me': { password: 'not the password' },
    'POST /api/profile/report/:profileId': { reason: 'other', details: 'Asked for money\nfor a visa.' },
    'POST /api/admin/report/list/:page': { status: 'open' },
    'POST /api/admin/report/:reportId/resolve': { action: 'dismiss' },
  };
}

/** Path parameters that reach the handler: the member's own id, page 1, another member's profile. */
function pathOf(route: ProductRoute, params: Record<string, string> = {}): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (name in params) return encodeURIComponent(params[name] as string);
    if (name === 'userId') return String(member.userId);
    if (name === 'profileId') return String(otherProfileId);
    if (name === 'page') return '1';
    return '1';
  });
}

function tokenFor(route: ProductRoute): string | undefined {
  if (route.auth === 'admin') return admin.token;
  if (route.auth === 'user' || route.auth === 'optional') return member.token;
  return undefined;
}

const anyJson = fc.jsonValue({ maxDepth: 3 });
const oddValue = fc.oneof(
  anyJson,
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    ' ',
    null,
    true,
    0,
    -1,
    2 ** 53,
    '0',
    '1e309',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>',
  ),
);

/** Control characters: C0, DEL and C1; line breaks and tabs only where a text is multi-line. */
const LINE_BREAKS = ['\n', '\r', '\t'];
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f), fc.integer({ min: 0x80, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
/**
 * What no text of a body may hold: a control character, or half of a surrogate pair (a JSON escape
 * such as "\ud800"; stored, it would become U+FFFD). A URL cannot carry the latter at all.
 */
const refusedInText = fc.oneof(
  controlCharacter,
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);

/** Where a good body holds text: each string, and a first item for each list (empty or not). */
function textPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) {
    return value.length === 0
      ? [[...path, 0]]
      : value.flatMap((item, index) => textPaths(item, [...path, index]));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  }
  return [];
}

function withValueAt(body: unknown, path: (string | number)[], value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head] ?? (typeof rest[0] === 'number' ? [] : {}), rest, value);
  return copy;
}

function valueAt(body: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], body);
}

/** A good body with a refused character put inside one of its texts (a text where there was none). */
function bodiesWithControlCharacters(valid: Record<string, unknown>) {
  const paths = textPaths(valid);
  return fc
    .record({
      path: fc.constantFrom(...paths),
      control: refusedInText,
      at: fc.nat(),
    })
    .map(({ path, control, at }) => {
      const text = valueAt(valid, path);
      const base = typeof text === 'string' && text.length >= 2 ? text : 'text';
      // Inside the text: at its ends a space-like control character is trimmed away, not stored.
      const cut = 1 + (at % (base.length - 1));
      return {
        path,
        control,
        body: withValueAt(valid, path, base.slice(0, cut) + control + base.slice(cut)),
      };
    });
}

/** A good body with one field changed, dropped or added; or any JSON as the whole body. */
function bodies(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  const changed = keys.length
    ? fc
        .record({ key: fc.constantFrom(...keys), value: oddValue })
        .map(({ key, value }) => ({ ...valid, [key]: value }))
    : anyJson;
  const dropped = keys.length
    ? fc.constantFrom(...keys).map((key) => {
        const copy = { ...valid };
        delete copy[key];
        return copy;
      })
    : anyJson;
  const added = fc.record({ key: fc.string({ maxLength: 20 }), value: oddValue }).map(({ key, value }) => ({
    ...valid,
    [key]: value,
  }));
  return fc.oneof(
    { arbitrary: changed, weight: 5 },
    { arbitrary: dropped, weight: 2 },
    { arbitrary: added, weight: 1 },
    { arbitrary: anyJson, weight: 2 },
  );
}

function checkAnswer(
  route: ProductRoute,
  status: number,
  body: string,
  schemaAccepts: boolean | undefined,
): void {
  const what = `${route.method} ${route.url} -> ${status} ${body.slice(0, 300)}`;
  expect(status, what).toBeLessThan(500);
  if (schemaAccepts === false) expect(status, what).toBeGreaterThanOrEqual(400);
  if (status >= 400) {
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    expect(parsed.success, what).toBe(true);
  }
}

beforeAll(async () => {
  member = await makeMember(ctx, { steps: [] });
  const other = await makeMember(ctx, { steps: [] });
  admin = await makeMember(ctx, { steps: [] });
  const save = (who: TestMember, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/profile/${who.userId}/basic`,
      headers: bearer(who.token),
      payload,
    });
  expect((await save(member, basicFor({ gender: 'Male' }))).statusCode).toBe(200);
  const saved = await save(other, basicFor());
  expect(saved.statusCode).toBe(200);
  const view = await ctx.app.inject({ method: 'GET', url: `/api/me`, headers: bearer(other.token) });
  expect(view.statusCode).toBe(200);
  const profile = await ctx.database.db.execute(
    `select id from profiles where user_id = ${Number(other.userId)}`,
  );
  otherProfileId = (profile as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
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
    method: 'POST',
    url: '/api/login',
    remoteAddress: uniqueIp(),
    payload: { mobile_no: admin.mobile, password: admin.password },
  });
  admin = { ...admin, token: login.json<{ token: string }>().token };
});

describe('fuzzing every route with a body', () => {
  // A route without a good example, or with one its schema refuses, is fed only refused bodies:
  // the fuzzer would then test the validation in front of the handler and never the handler.
  it('has for every route with a body a good example that its schema accepts', () => {
    const examples = validBodies();
    const unreached = ctx.app.productRoutes
      .filter((route) => {
        const schema = route.schema?.body as z.ZodType | undefined;
        const example = examples[`${route.method} ${route.url}`];
        return schema && !(example && schema.safeParse(example).success);
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(unreached).toEqual([]);
  });

  it(
    'never answers 5xx, never 2xx for what the schema refuses, and errors in the error shape',
    async () => {
      const routes = ctx.app.productRoutes.filter((route) => route.schema?.body);
      expect(routes.length).toBeGreaterThan(15);
      const examples = validBodies();
      let cases = 0;
      const succeeded = new Set<string>();
      for (const route of routes) {
        const schema = route.schema?.body as z.ZodType;
        const valid = examples[`${route.method} ${route.url}`] ?? {};
        await fc.assert(
          fc.asyncProperty(bodies(valid), async (body) => {
            cases++;
            const token = tokenFor(route);
            const response = await ctx.app.inject({
              method: route.method as 'POST',
              url: pathOf(route),
              remoteAddress: uniqueIp(),
              headers: token ? bearer(token) : {},
              payload: body as object,
            });
            // Judged as sent: JSON has no Infinity or -0, so what the server reads is the JSON round trip.
            const sent: unknown = JSON.parse(JSON.stringify(body));
            checkAnswer(route, response.statusCode, response.body, schema.safeParse(sent).success);
            if (response.statusCode < 300) succeeded.add(`${route.method} ${route.url}`);
          }),
          { numRuns: RUNS },
        );
      }
      expect(cases).toBe(routes.length * RUNS);
      // The changed-one-field cases reach the handlers, not only the validation in front of them.
      for (const route of MUST_SUCCEED_SOMETIMES) expect(succeeded, route).toContain(route);
    },
    TIMEOUT_MS,
  );

  it(
    'never answers 5xx for odd path parameters, and errors in the error shape',
    async () => {
      const routes = ctx.app.productRoutes.filter((route) => route.url.includes(':'));
      const segment = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.integer().map(String),
        fc.constantFrom('0', '-1', '1.5', '99999999999999999999', '%00', '..', 'NaN', ' 1'),
      );
      for (const route of routes) {
        const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...names), segment, async (name, value) => {
            const token = tokenFor(route);
            const examples = validBodies();
            const response = await ctx.app.inject({
              method: route.method as 'GET',
              url: pathOf(route, { [name]: value }),
              remoteAddress: uniqueIp(),
              headers: token ? bearer(token) : {},
              ...(route.schema?.body ? { payload: examples[`${route.method} ${route.url}`] ?? {} } : {}),
            });
            checkAnswer(route, response.statusCode, response.body, undefined);
          }),
          { numRuns: Math.max(10, Math.round(RUNS / 2)) },
        );
      }
    },
    TIMEOUT_MS,
  );

  it(
    'refuses a control character in any text of a body with 4xx in the error shape (line breaks only in multi-line texts)',
    async () => {
      const routes = ctx.app.productRoutes.filter((route) => route.schema?.body);
      const examples = validBodies();
      for (const route of routes) {
        const schema = route.schema?.body as z.ZodType;
        const valid = examples[`${route.method} ${route.url}`];
        if (!valid || textPaths(valid).length === 0) continue;
        await fc.assert(
          fc.asyncProperty(bodiesWithControlCharacters(valid), async ({ path, control, body }) => {
            const token = tokenFor(route);
            const response = await ctx.app.inject({
              method: route.method as 'POST',
              url: pathOf(route),
              remoteAddress: uniqueIp(),
              headers: token ? bearer(token) : {},
              payload: body as object,
            });
            const accepted = schema.safeParse(body).success;
            const what = `${route.method} ${route.url} ${path.join('.')} U+${control.charCodeAt(0).toString(16)}`;
            // Every text refuses control characters; only multi-line texts may keep a line break or a tab.
            if (!LINE_BREAKS.includes(control)) expect(accepted, what).toBe(false);
            checkAnswer(route, response.statusCode, response.body, accepted);
          }),
          { numRuns: RUNS },
        );
      }
    },
    TIMEOUT_MS,
  );

  it(
    'refuses a control character in a query string without a 5xx',
    async () => {
      const routes = ctx.app.productRoutes.filter(
        (route) => route.schema?.querystring && route.method === 'GET',
      );
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        const names = Object.keys((route.schema as { querystring: z.ZodObject }).querystring.shape);
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...names), controlCharacter, async (name, control) => {
            const token = tokenFor(route);
            const response = await ctx.app.inject({
              method: 'GET',
              url: `${pathOf(route)}?${name}=${encodeURIComponent(`1${control}2`)}`,
              remoteAddress: uniqueIp(),
              headers: token ? bearer(token) : {},
            });
            checkAnswer(route, response.statusCode, response.body, undefined);
          }),
          { numRuns: Math.max(10, Math.round(RUNS / 4)) },
        );
      }
    },
    TIMEOUT_MS,
  );

  it(
    'answers a path parameter past the router limit with 414 in the error shape',
    async () => {
      const routes = ctx.app.productRoutes.filter((route) => route.url.includes(':'));
      for (const route of routes) {
        const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...names),
            fc.integer({ min: MAX_PARAM_LENGTH + 1, max: 4_000 }),
            fc.constantFrom('1', 'a', '%00', 'é'),
            async (name, length, unit) => {
              const token = tokenFor(route);
              const response = await ctx.app.inject({
                method: route.method as 'GET',
                url: pathOf(route, { [name]: unit.repeat(length) }),
                remoteAddress: uniqueIp(),
                headers: token ? bearer(token) : {},
              });
              checkAnswer(route, response.statusCode, response.body, undefined);
              expect(response.statusCode, `${route.method} ${route.url} :${name} x${length}`).toBe(414);
              expect(errorBodySchema.parse(response.json()).code).toBe('URI_TOO_LONG');
            },
          ),
          { numRuns: Math.max(5, Math.round(RUNS / 8)) },
        );
      }
    },
    TIMEOUT_MS,
  );

  it(
    'answers a JSON body past the size limit with 413 in the error shape',
    async () => {
      const routes = ctx.app.productRoutes.filter((route) => route.schema?.body);
      const examples = validBodies();
      for (const route of routes) {
        const valid = examples[`${route.method} ${route.url}`] ?? {};
        for (const extra of [1, 300_000, 3 * BODY_LIMIT]) {
          const payload = JSON.stringify({ ...valid, padding: 'x'.repeat(BODY_LIMIT + extra) });
          const token = tokenFor(route);
          const response = await ctx.app.inject({
            method: route.method as 'POST',
            url: pathOf(route),
            remoteAddress: uniqueIp(),
            headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
            payload,
          });
          checkAnswer(route, response.statusCode, response.body, false);
          expect(response.statusCode, `${route.method} ${route.url} +${extra}`).toBe(413);
          expect(errorBodySchema.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
        }
      }
    },
    TIMEOUT_MS,
  );
});
