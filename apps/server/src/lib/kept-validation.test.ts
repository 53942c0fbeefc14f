import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keptBodyValidation } from './kept-validation.js';

/** How often the schema's own check ran. */
let checks = 0;
const counted = <T extends z.ZodType>(schema: T) =>
  schema.refine(() => {
    checks++;
    return true;
  });

const birth = counted(
  z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    weight: z.number().nullable().optional(),
  }),
);

describe('bodies checked once, kept by their text', () => {
  let app: FastifyInstance;
  const seen: { body: unknown; frozen: boolean }[] = [];

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.post(
      '/births/:site',
      {
        schema: { body: birth, params: z.object({ site: z.enum(['varmala', 'tamilmala']) }) },
        validatorCompiler: keptBodyValidation(100),
      },
      async (request) => {
        seen.push({ body: request.body, frozen: Object.isFrozen(request.body) });
        return { ok: true };
      },
    );
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    checks = 0;
    seen.length = 0;
  });

  const post = (payload: string, site = 'varmala') =>
    app.inject({
      method: 'POST',
      url: `/births/${site}`,
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('checks an accepted body once and hands every request the same frozen value', async () => {
    const body = '{"date":"1990-05-12","weight":3}';
    expect((await post(body)).statusCode).toBe(200);
    expect((await post(body)).statusCode).toBe(200);
    expect(checks).toBe(1);
    expect(seen.map((request) => request.body)).toEqual([
      { date: '1990-05-12', weight: 3 },
      { date: '1990-05-12', weight: 3 },
    ]);
    expect(seen.every((request) => request.frozen)).toBe(true);
    // Another body is checked on its own.
    expect((await post('{"date":"1990-05-13"}')).statusCode).toBe(200);
    expect(checks).toBe(2);
  });

  it('checks a refused body every time, and refuses it every time', async () => {
    const body = '{"date":"12 May 1990"}';
    expect((await post(body)).statusCode).toBe(400);
    expect((await post(body)).statusCode).toBe(400);
    expect(seen).toEqual([]);
    // Its text was not kept as accepted: a body that is refused stays refused.
    expect((await post('{"date":12}')).statusCode).toBe(400);
  });

  it('never takes a number too large for a double for the null a kept body had', async () => {
    // 1e400 is read as Infinity, whose JSON text is null: the body that had a null is not kept.
    expect((await post('{"date":"1990-05-12","weight":null}')).statusCode).toBe(200);
    expect((await post('{"date":"1990-05-12","weight":1e400}')).statusCode).toBe(400);
    expect((await post('{"date":"1990-05-12","weight":null}')).statusCode).toBe(200);
    expect(checks).toBe(2);
  });

  it('checks the path as the app checks it, each time', async () => {
    expect((await post('{"date":"1990-05-12"}', 'marathimala')).statusCode).toBe(400);
    expect((await post('{"date":"1990-05-12"}', 'tamilmala')).statusCode).toBe(200);
  });
});
