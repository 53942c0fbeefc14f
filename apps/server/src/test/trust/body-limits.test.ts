/**
 * Each route reads at most the body it can carry (lib/body-limits.ts). For every route of the table
 * that takes a JSON body, the widest body its schema lets a member send is built from the schema,
 * and the route must read it; a body one byte past the route's limit is refused with 413, in the
 * error shape, with a message that names the limit.
 */
import { errorBodySchema } from '@varmala/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ProductRoute } from '../../app-types.js';
import { DEFAULT_BODY_LIMIT } from '../../lib/body-limits.js';
import { bearer, uniqueIp, useTestApp } from '../test-app.js';
import { type Callers, makeCallers, pathOf, routeKey, tokenFor } from './route-callers.js';
import { byteLength, widestBodyOf } from './schema-texts.js';
import { NO_RATE_LIMITS } from './trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);
const KB = 1024;

let callers: Callers;

beforeAll(async () => {
  callers = await makeCallers(ctx);
});

const jsonRoutes = () => ctx.app.productRoutes.filter((route) => route.schema?.body);

/** JSON as a client that escapes every letter past ASCII sends it: `\u0915`, six bytes for three. */
const escapedJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (letter) => `\\u${letter.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

function post(route: ProductRoute, payload: string, token = tokenFor(route, callers)) {
  return ctx.app.inject({
    method: route.method as 'POST',
    url: pathOf(route, callers),
    remoteAddress: uniqueIp(),
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    payload,
  });
}

describe('the body each route reads', () => {
  it('is enough for the widest body its schema accepts, even with every letter escaped, and not much more', async () => {
    const problems: string[] = [];
    for (const route of jsonRoutes()) {
      const widest = widestBodyOf(route.schema?.body as z.ZodType);
      const escaped = escapedJson(widest);
      const what = `${routeKey(route)}: limit ${route.bodyLimit}, widest ${byteLength(widest)} bytes (${Buffer.byteLength(escaped)} escaped)`;
      if (Buffer.byteLength(escaped) > route.bodyLimit) problems.push(`${what}: too small`);
      if (route.bodyLimit > 2 * byteLength(widest) + KB) problems.push(`${what}: larger than it needs`);
      // Sent, it is read and judged by the schema and the handler: any answer but 413 or a fault.
      const response = await post(route, escaped);
      if (response.statusCode === 413 || response.statusCode >= 500) {
        problems.push(`${what}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
    // Every JSON route, one after another: minutes on a busy machine.
  }, 120_000);

  it("refuses a body one byte past its route's limit with 413 and a message naming the limit", async () => {
    const routes = jsonRoutes();
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const limit = route.bodyLimit;
      const padding = limit + 1 - byteLength({ padding: '' });
      const response = await post(route, JSON.stringify({ padding: 'x'.repeat(padding) }));
      const what = `${routeKey(route)} (limit ${limit})`;
      expect(response.statusCode, what).toBe(413);
      const body = errorBodySchema.parse(response.json());
      expect(body.code, what).toBe('PAYLOAD_TOO_LARGE');
      expect(body.Message, what).toBe(
        `The request is too large: this one may carry at most ${Math.floor(limit / KB)} KB. Please shorten the text and try again.`,
      );
    }
  });

  it('keeps a profile step to kilobytes and a log-in to one', () => {
    const limitOf = (key: string) =>
      ctx.app.productRoutes.find((route) => routeKey(route) === key)?.bodyLimit;
    expect(limitOf('POST /api/login')).toBe(1 * KB);
    expect(limitOf('POST /api/signup')).toBeLessThanOrEqual(2 * KB);
    for (const step of ['basic', 'personal', 'work', 'family', 'horoscope']) {
      expect(limitOf(`POST /api/profile/:userId/${step}`), step).toBeLessThanOrEqual(32 * KB);
    }
  });

  it('refuses more than a kilobyte on a route that takes no body', async () => {
    const logout = ctx.app.productRoutes.find((route) => routeKey(route) === 'POST /api/logout');
    expect(logout?.bodyLimit).toBe(DEFAULT_BODY_LIMIT);
    const response = await post(
      logout as ProductRoute,
      JSON.stringify({ padding: 'x'.repeat(DEFAULT_BODY_LIMIT) }),
      callers.member.token,
    );
    expect(response.statusCode).toBe(413);
    expect(errorBodySchema.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });
});
