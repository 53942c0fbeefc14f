/**
 * Every route with a body or path parameters, fed generated input: a known-good body with one field
 * changed, dropped or added, or any JSON at all; control characters in each text field; path
 * parameters past the router's limit; bodies past the size limit; texts at their maximum length
 * (and as long as the route's body limit lets through) of every kind of character. The route's own
 * zod schema is the oracle:
 *   - never a 5xx;
 *   - input the schema refuses never gets a 2xx;
 *   - every error answers in the error shape;
 *   - no case holds the event loop longer than MAX_BLOCK_MS.
 * FUZZ_RUNS sets the cases per route (CI runs the default; `FUZZ_RUNS=500 npm test -- fuzz` runs more).
 */
import { performance } from 'node:perf_hooks';
import { errorBodySchema } from '@varmala/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ProductRoute } from '../../app-types.js';
import { bearer, uniqueIp, useTestApp } from '../test-app.js';
import {
  type Callers,
  makeCallers,
  pathOf,
  routeKey,
  tokenFor,
  validBodies,
  withValueAt,
} from './route-callers.js';
import { byteLength, type TextField, textFieldsOf } from './schema-texts.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** Fastify's default, as the app keeps it: a path parameter's length. */
const MAX_PARAM_LENGTH = 100;
/** Each case is a request through the whole app and often the database: allow for a busy machine. */
const TIMEOUT_MS = Math.max(300_000, RUNS * 3_000);
const MUST_SUCCEED_SOMETIMES = [
  'POST /api/profile/:userId/personal',
  'POST /api/profile/:userId/family',
  'POST /api/profile/recent/:page',
  'POST /api/admin/profile/list/:page',
];
/**
 * The longest one request may keep the event loop busy. A text check that grows with the square of
 * the length takes seconds at a route's body limit; a linear one, milliseconds. The bound sits far
 * above the second so that a garbage collection, or the other test runs on a shared two-core machine
 * (a save on the embedded database then takes a few hundred milliseconds), never fail it.
 */
const MAX_BLOCK_MS = 1_000;
const ctx = useTestApp();

let callers: Callers;

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
  callers = await makeCallers(ctx);
});

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** What members type, by kind; a text is made of one kind, or of all of them mixed. */
const CHARACTER_KINDS = {
  latin: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  devanagari: 'अआइईउऊएऐओऔकखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहािीुूेैोौं्',
  tamil: 'அஆஇஈஉஊஎஏஐஒஓஔகஙசஞடணதநபமயரலவழளறனஜஷஸஹாிீுூெேைொோௌ்',
  // ASCII, Devanagari, Bengali, Gujarati, Tamil, Telugu, Kannada, Malayalam, Arabic-Indic, Thai,
  // Ol Chiki and fullwidth digits: a number may be written in any of them.
  digits: [0x30, 0x966, 0x9e6, 0xae6, 0xbe6, 0xc66, 0xce6, 0xd66, 0x660, 0xe50, 0x1c50, 0xff10]
    .map((zero) => codePoints(zero, zero + 9))
    .join(''),
  separators: '-.,/&+()_:;|#*~\'"!?=',
  spaces: ' \u00a0\u2002\u2003\u2009\u202f\u3000',
  at: '@',
  // Spelled-out e-mails and numbers are made of these: "ravi at gmail dot com", "nine eight...".
  words: 'atdotcomgmailnineeight@ .',
} as const;
const ALL_KINDS = Object.values(CHARACTER_KINDS).join('');

/** A generated text, reported by its start and length rather than in full. */
function shownShort(text: string) {
  return { text, [fc.toStringMethod]: () => `${JSON.stringify(text.slice(0, 24))}... (${text.length})` };
}

/**
 * A text of exactly `length` characters of one kind: a short run repeated (the worst case of a
 * pattern that retries from every start) or drawn at random.
 */
function textOf(characters: string, length: number) {
  const unit = fc.constantFrom(...Array.from(characters));
  return fc
    .oneof(
      fc
        .array(unit, { minLength: 1, maxLength: 6 })
        .map((run) => run.join('').repeat(length).slice(0, length)),
      fc.string({ unit, minLength: length, maxLength: length }),
    )
    .map(shownShort);
}

/** The longest text of `unit`-sized characters the route's body limit lets through in `field`. */
function longestAccepted(route: ProductRoute, field: TextField, body: unknown, bytesPerCharacter: number) {
  const room = route.bodyLimit - byteLength(withValueAt(body, field.path, ''));
  return Math.max(1, Math.floor(room / bytesPerCharacter));
}

describe('fuzzing every route with a body', () => {
  // A route without a good example, or with one its schema refuses, is fed only refused bodies:
  // the fuzzer would then test the validation in front of the handler and never the handler.
  it('has for every route with a body a good example that its schema accepts', () => {
    const examples = validBodies(callers);
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
      const examples = validBodies(callers);
      let cases = 0;
      const succeeded = new Set<string>();
      for (const route of routes) {
        const schema = route.schema?.body as z.ZodType;
        const valid = examples[`${route.method} ${route.url}`] ?? {};
        await fc.assert(
          fc.asyncProperty(bodies(valid), async (body) => {
            cases++;
            const token = tokenFor(route, callers);
            const response = await ctx.app.inject({
              method: route.method as 'POST',
              url: pathOf(route, callers),
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
            const token = tokenFor(route, callers);
            const examples = validBodies(callers);
            const response = await ctx.app.inject({
              method: route.method as 'GET',
              url: pathOf(route, callers, { [name]: value }),
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
      const examples = validBodies(callers);
      for (const route of routes) {
        const schema = route.schema?.body as z.ZodType;
        const valid = examples[`${route.method} ${route.url}`];
        if (!valid || textPaths(valid).length === 0) continue;
        await fc.assert(
          fc.asyncProperty(bodiesWithControlCharacters(valid), async ({ path, control, body }) => {
            const token = tokenFor(route, callers);
            const response = await ctx.app.inject({
              method: route.method as 'POST',
              url: pathOf(route, callers),
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
            const token = tokenFor(route, callers);
            const response = await ctx.app.inject({
              method: 'GET',
              url: `${pathOf(route, callers)}?${name}=${encodeURIComponent(`1${control}2`)}`,
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
              const token = tokenFor(route, callers);
              const response = await ctx.app.inject({
                method: route.method as 'GET',
                url: pathOf(route, callers, { [name]: unit.repeat(length) }),
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
    "answers a JSON body past its route's size limit with 413 in the error shape",
    async () => {
      const routes = ctx.app.productRoutes.filter((route) => route.schema?.body);
      const examples = validBodies(callers);
      for (const route of routes) {
        const valid = examples[`${route.method} ${route.url}`] ?? {};
        for (const extra of [1, 300_000, 3 * 1024 * 1024]) {
          const payload = JSON.stringify({ ...valid, padding: 'x'.repeat(route.bodyLimit + extra) });
          const token = tokenFor(route, callers);
          const response = await ctx.app.inject({
            method: route.method as 'POST',
            url: pathOf(route, callers),
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
  it(
    'answers texts at their maximum length, of every kind of character, without holding the event loop',
    async () => {
      const examples = validBodies(callers);
      let cases = 0;
      for (const route of ctx.app.productRoutes.filter((r) => r.schema?.body)) {
        const schema = route.schema?.body as z.ZodType;
        const valid = examples[routeKey(route)] ?? {};
        for (const field of textFieldsOf(schema)) {
          for (const [kind, characters] of Object.entries({ ...CHARACTER_KINDS, mixed: ALL_KINDS })) {
            const widest = Math.max(...Array.from(characters).map((c) => byteLength(c) - 2));
            const lengths = [
              ...(field.maxLength ? [field.maxLength] : []),
              longestAccepted(route, field, valid, widest),
            ];
            for (const length of lengths) {
              await fc.assert(
                fc.asyncProperty(textOf(characters, length), async ({ text }) => {
                  cases++;
                  const body = withValueAt(valid, field.path, text);
                  const token = tokenFor(route, callers);
                  // The event loop's busy time during the request: at least the longest it was held.
                  const before = performance.eventLoopUtilization();
                  const response = await ctx.app.inject({
                    method: route.method as 'POST',
                    url: pathOf(route, callers),
                    remoteAddress: uniqueIp(),
                    headers: token ? bearer(token) : {},
                    payload: body as object,
                  });
                  const heldMs = performance.eventLoopUtilization(before).active;
                  const what = `${routeKey(route)} ${field.path.join('.')}: ${length} ${kind} -> ${response.statusCode}`;
                  expect(heldMs, `${what} held the event loop ${heldMs.toFixed(0)} ms`).toBeLessThanOrEqual(
                    MAX_BLOCK_MS,
                  );
                  expect(response.statusCode, what).not.toBe(413);
                  checkAnswer(route, response.statusCode, response.body, schema.safeParse(body).success);
                }),
                {
                  numRuns: Math.max(2, Math.round(RUNS / 20)),
                  // One character repeated, first: what makes a pattern that retries from every start slowest.
                  examples: [[shownShort(Array.from(characters)[0]?.repeat(length) ?? '')]],
                  // A failing case is reported as found: shrinking would run it hundreds of times over.
                  endOnFailure: true,
                },
              );
            }
          }
        }
      }
      expect(cases).toBeGreaterThan(300);
    },
    TIMEOUT_MS * 4,
  );
});
