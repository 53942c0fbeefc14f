import { profileViewSchema, searchResponseSchema } from '@varmala/shared';
import {
  exampleListItem,
  exampleView,
  GATED_TEXTS,
  gatedFields,
  withGatedFields,
} from '@varmala/shared/examples';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { useTestApp } from '../test/test-app.js';
import {
  checkedResponseSerializerCompiler,
  responseJsonSchema,
  responseSerializerCompiler,
} from './response-serializer.js';

const ctx = useTestApp();

/** The serialiser of a route answering with `schema`, as the app compiles it. */
const serialiserOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

/** The response schema the app registered for a route of the product. */
function productResponseSchema(method: string, url: string): z.ZodType {
  const route = ctx.app.productRoutes.find((r) => r.method === method && r.url === url);
  const schema = (route?.schema?.response as Record<string, z.ZodType> | undefined)?.[200];
  if (!schema) throw new Error(`no 200 response schema for ${method} ${url}`);
  return schema;
}

describe('the response serialiser', () => {
  it('keeps gated fields out of a real route answer, whatever the handler returns', async () => {
    // The search route's own schema, answered by a handler whose rows carry every gated field.
    const schema = productResponseSchema('POST', '/api/profile/recent/:page');
    const server = Fastify().withTypeProvider<ZodTypeProvider>();
    server.setSerializerCompiler(responseSerializerCompiler);
    server.get('/leaky', { schema: { response: { 200: schema } } }, async () => ({
      rows: [withGatedFields(exampleListItem)],
      count: 1,
      photo_nudge: false,
      ...gatedFields,
    }));
    const response = await server.inject({ method: 'GET', url: '/leaky' });
    await server.close();

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('MM1007');
    for (const secret of GATED_TEXTS) expect(response.body).not.toContain(secret);
    expect(response.json()).toEqual({ rows: [exampleListItem], count: 1, photo_nudge: false });
  });

  it('outside production refuses a value of the wrong kind instead of writing it as text', async () => {
    // A handler that put the mobile numbers where the name goes: the fast writer would join them.
    const schema = productResponseSchema('GET', '/api/profile/view/:profileId');
    const leak = { ...exampleView, name: ['9876543210', '9123456780'] };
    const answer = async (compiler: typeof responseSerializerCompiler) => {
      // No type provider: the handler answers what its schema forbids, which is the point.
      const server = Fastify({ logger: false });
      server.setSerializerCompiler(compiler);
      registerErrorHandler(server);
      server.get('/leaky', { schema: { response: { 200: schema } } }, async () => leak);
      const response = await server.inject({ method: 'GET', url: '/leaky' });
      await server.close();
      return response;
    };
    const production = await answer(responseSerializerCompiler);
    expect(production.body).toContain('9876543210');
    const checked = await answer(checkedResponseSerializerCompiler);
    expect(checked.statusCode).toBe(500);
    expect(checked.body).not.toContain('9876543210');
  });

  it('answers a body that lacks a required key with a 500 that shows none of it', async () => {
    const schema = productResponseSchema('POST', '/api/profile/recent/:page');
    // No type provider: the handler answers what its schema forbids, which is the point.
    const server = Fastify();
    server.setSerializerCompiler(responseSerializerCompiler);
    registerErrorHandler(server);
    // A page without its count: the rows it does carry must not go out half-written.
    server.get('/broken', { schema: { response: { 200: schema } } }, async () => ({
      rows: [withGatedFields(exampleListItem)],
      photo_nudge: false,
    }));
    const response = await server.inject({ method: 'GET', url: '/broken' });
    await server.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ Status: 'Error', code: 'INTERNAL' });
    expect(response.body).not.toContain('MM1007');
  });

  it('writes exactly what a zod encode writes, for a search page and a profile view', () => {
    const page = {
      rows: [exampleListItem, { ...exampleListItem, profile_id: 8, photos: [] }],
      count: 2,
      photo_nudge: false,
    };
    expect(serialiserOf(searchResponseSchema)(page)).toBe(
      JSON.stringify(z.encode(searchResponseSchema, page)),
    );
    expect(serialiserOf(profileViewSchema)(withGatedFields(exampleView))).toBe(
      JSON.stringify(z.encode(profileViewSchema, exampleView)),
    );
  });

  it('writes every kind of plain schema as a zod encode does', () => {
    const schema = z.object({
      text: z.string(),
      quoted: z.string(),
      whole: z.number().int(),
      negative: z.number().int(),
      fraction: z.number(),
      yes: z.boolean(),
      no: z.boolean(),
      nothing: z.null(),
      maybe: z.string().nullable(),
      left: z.string().optional(),
      kept: z.string().optional(),
      kind: z.enum(['Male', 'Female']),
      version: z.literal(2),
      list: z.array(z.number().int()),
      empty: z.array(z.string()),
      counts: z.record(z.string(), z.number().int().optional()),
      nested: z.object({ inner: z.object({ deep: z.string().nullable() }) }),
      absent: z.object({ mobile: z.string() }).nullable(),
      present: z.object({ name: z.string() }).nullable(),
      either: z.union([z.object({ url: z.string() }), z.null()]),
    });
    const value = {
      text: 'Asha',
      quoted: 'a "quote", a \\ back\nslash, नमस्कार \u2028 \u0000\u001f\u007f 😀 lone \ud800 end',
      whole: 42,
      negative: -0,
      fraction: 1e21 + 0.5,
      yes: true,
      no: false,
      nothing: null,
      maybe: null,
      left: undefined,
      kept: 'here',
      kind: 'Female' as const,
      version: 2 as const,
      list: [1, 2, 3],
      empty: [],
      counts: { pune: 3, nashik: undefined, 'with "quote"': 1 },
      nested: { inner: { deep: null, mobile: '9876543210' } },
      absent: null,
      // Objects inside a nullable or a union still lose their undeclared keys, and are not refused.
      present: { name: 'Asha', mobiles: ['9876543210'] },
      either: { url: '/u', birth_time: '06:45 AM' },
      extra: 'dropped',
    };
    const text = serialiserOf(schema)(value);
    // The same text but for the order of keys: fast-json-stringify writes optional keys last.
    expect(JSON.parse(text)).toStrictEqual(JSON.parse(JSON.stringify(z.encode(schema, value))));
    expect(text).toContain(`"quoted":${JSON.stringify(value.quoted)}`);
    expect(text).not.toContain('dropped');
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain('06:45');
  });

  it('refuses a body that lacks what its schema requires instead of writing it', () => {
    const write = serialiserOf(profileViewSchema);
    const { mid: _mid, ...withoutMid } = exampleView;
    const refused: [string, unknown][] = [
      ['a missing key', withoutMid],
      ['undefined for a nullable key', { ...exampleView, gothram: undefined }],
      ['a list where an object is declared', { ...exampleView, personal: [exampleView.personal] }],
      ['a text where a list is declared', { ...exampleView, photos: 'none' }],
      ['not a number', { ...exampleView, age: Number.NaN }],
    ];
    for (const [what, value] of refused) expect(() => write(value), what).toThrow();
  });

  it('leaves schemas JSON Schema cannot express to zod', () => {
    const dated = z.object({ name: z.string(), at: z.date() });
    expect(responseJsonSchema(dated)).toBeUndefined();
    const at = new Date('2026-03-05T10:00:00.000Z');
    expect(serialiserOf(dated)({ name: 'Asha', at, mobile: '9876543210' })).toBe(
      '{"name":"Asha","at":"2026-03-05T10:00:00.000Z"}',
    );
  });

  it('compiles the response schema of every product route to JSON Schema', () => {
    const schemas = ctx.app.productRoutes.flatMap((route) =>
      Object.entries((route.schema?.response ?? {}) as Record<string, z.ZodType>).map(
        ([status, schema]) => [`${route.method} ${route.url} ${status}`, schema] as const,
      ),
    );
    expect(schemas.length).toBeGreaterThan(50);
    const leftToZod = schemas.filter(([, schema]) => !responseJsonSchema(schema)).map(([name]) => name);
    expect(leftToZod).toEqual([]);
  });
});
