import { profileViewSchema, searchResponseSchema } from '@varmala/shared';
import {
  exampleListItem,
  exampleView,
  GATED_TEXTS,
  gatedFields,
  withGatedFields,
} from '@varmala/shared/examples';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/test-app.js';
import { ResponseShapeError, responseSerializerCompiler, responseWriter } from './response-serializer.js';

const ctx = useTestApp();

/** The serialiser of a route answering with `schema`, as the app compiles it. */
const serialiserOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('the response serialiser', () => {
  it('writes exactly what a zod encode writes, for a search page and a profile view', () => {
    const page = {
      rows: [exampleListItem, { ...exampleListItem, profile_id: 8, photos: [] }],
      count: 2,
      photo_nudge: false,
    };
    expect(serialiserOf(searchResponseSchema)(page)).toBe(
      JSON.stringify(z.encode(searchResponseSchema, page)),
    );
    expect(serialiserOf(profileViewSchema)(exampleView)).toBe(
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
      kind: 'Female',
      version: 2,
      list: [1, 2, 3],
      empty: [],
      counts: { pune: 3, nashik: undefined, 'with "quote"': 1 },
      nested: { inner: { deep: null } },
      extra: 'dropped',
    };
    expect(serialiserOf(schema)(value)).toBe(JSON.stringify(z.encode(schema, value as never)));
    expect(serialiserOf(schema)(value)).not.toContain('dropped');
  });

  it('drops every key its schema does not declare, at every level', () => {
    const page = { rows: [withGatedFields(exampleListItem)], count: 1, photo_nudge: false, ...gatedFields };
    const texts = [
      serialiserOf(searchResponseSchema)(page),
      serialiserOf(profileViewSchema)(withGatedFields(exampleView)),
    ];
    for (const text of texts) {
      expect(text).toContain('MM1007');
      for (const secret of GATED_TEXTS) expect(text).not.toContain(secret);
    }
    expect(serialiserOf(profileViewSchema)(withGatedFields(exampleView))).toBe(
      JSON.stringify(z.encode(profileViewSchema, exampleView)),
    );
  });

  it('refuses a value of the wrong kind instead of writing it', () => {
    const write = serialiserOf(profileViewSchema);
    const wrong: [string, unknown][] = [
      // A whole row where a name is declared would carry every column with it.
      ['.name', { ...exampleView, name: { name: 'Arjun', mobiles: ['9876543210'] } }],
      ['.mid', { ...exampleView, mid: undefined }],
      ['.age', { ...exampleView, age: '29' }],
      ['.age', { ...exampleView, age: Number.NaN }],
      ['.gender', { ...exampleView, gender: 'Other' }],
      ['.photos', { ...exampleView, photos: { short: '/s' } }],
      ['.personal', { ...exampleView, personal: null }],
      ['.family.father_alive', { ...exampleView, family: { ...exampleView.family, father_alive: 'yes' } }],
      ['.photos[0].caption', { ...exampleView, photos: [{ ...exampleListItem.photos[0], caption: 5 }] }],
    ];
    for (const [path, value] of wrong) {
      expect(() => write(value), path).toThrow(ResponseShapeError);
      expect(() => write(value), path).toThrow(`response ${path} is not`);
    }
  });

  it('leaves schemas that are more than plain data to zod', () => {
    const dated = z.object({ name: z.string(), at: z.date() });
    expect(responseWriter(dated)).toBeUndefined();
    const at = new Date('2026-03-05T10:00:00.000Z');
    expect(serialiserOf(dated)({ name: 'Asha', at, mobile: '9876543210' })).toBe(
      '{"name":"Asha","at":"2026-03-05T10:00:00.000Z"}',
    );
    expect(responseWriter(z.looseObject({ name: z.string() }))).toBeUndefined();
  });

  it('projects the response schemas of every product route', () => {
    const schemas = ctx.app.productRoutes.flatMap((route) =>
      Object.entries((route.schema?.response ?? {}) as Record<string, z.ZodType>).map(
        ([status, schema]) => [`${route.method} ${route.url} ${status}`, schema] as const,
      ),
    );
    expect(schemas.length).toBeGreaterThan(50);
    const leftToZod = schemas.filter(([, schema]) => !responseWriter(schema)).map(([name]) => name);
    expect(leftToZod).toEqual([]);
  });
});
