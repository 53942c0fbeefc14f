import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { writtenAnswers } from './written-answers.js';

describe('written answers', () => {
  it("writes each key's answer once, through the route's serializer, and sends it again as written", async () => {
    const app = Fastify();
    const send = writtenAnswers(2);
    const asked: string[] = [];
    app.get<{ Querystring: { key: string } }>('/answer', {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { key: { type: 'string' }, n: { type: 'number' } },
          },
        },
      },
      handler: async (request, reply) => {
        const { key } = request.query;
        return send(reply, key, () => {
          asked.push(key);
          // The schema leaves `secret` out: what is kept is what the serializer wrote.
          return { key, n: asked.length, secret: 'never sent' };
        });
      },
    });
    const get = async (key: string) => {
      const response = await app.inject({ method: 'GET', url: `/answer?key=${key}` });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return response.body;
    };
    expect(await get('a')).toBe('{"key":"a","n":1}');
    expect(await get('a')).toBe('{"key":"a","n":1}');
    expect(await get('b')).toBe('{"key":"b","n":2}');
    expect(asked).toEqual(['a', 'b']);
    // Two kept at most: a third key pushes out the least recently used, which is written again.
    await get('c');
    expect(await get('a')).toBe('{"key":"a","n":4}');
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
    await app.close();
  });
});
