import { gunzipSync, gzipSync } from 'node:zlib';
import { apiRoute, errorBodySchema } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { makeMember } from '../test/members.js';
import { search } from '../test/search-support.js';
import { useTestApp } from '../test/test-app.js';

const ctx = useTestApp();

describe('gzip of lists', () => {
  it('reads Accept-Encoding as browsers and proxies write it', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    for (let i = 0; i < 6; i++) await makeMember(ctx, { gender: 'Male' });
    const encodingFor = async (acceptEncoding: string) => {
      const response = await ctx.app.inject({
        ...apiRoute('searchProfiles', { page: 1 }),
        headers: { authorization: `Bearer ${bride.token}`, 'accept-encoding': acceptEncoding },
        payload: {},
      });
      expect(response.statusCode).toBe(200);
      return response.headers['content-encoding'];
    };
    expect(await encodingFor('gzip, deflate, br, zstd')).toBe('gzip');
    expect(await encodingFor('br;q=1.0, GZIP;q=0.5')).toBe('gzip');
    expect(await encodingFor('*')).toBe('gzip');
    expect(await encodingFor('gzip;q=0')).toBeUndefined();
    expect(await encodingFor('br, deflate')).toBeUndefined();
    expect(await encodingFor('')).toBeUndefined();
  });

  it('gzips a page of search results for a client that accepts it, and only then', async () => {
    const bride = await makeMember(ctx, { gender: 'Female' });
    for (let i = 0; i < 6; i++) await makeMember(ctx, { gender: 'Male' });

    const plain = await search(ctx, bride);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const zipped = await ctx.app.inject({
      ...apiRoute('searchProfiles', { page: 1 }),
      headers: { authorization: `Bearer ${bride.token}`, 'accept-encoding': 'gzip, deflate, br' },
      payload: {},
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    expect(unzipped.count).toBe(plain.json().count);
    expect(unzipped.rows.map((r: { profile_id: number }) => r.profile_id)).toEqual(
      plain.json().rows.map((r: { profile_id: number }) => r.profile_id),
    );
  });

  it('never compresses an answer that carries a token', async () => {
    const member = await makeMember(ctx, { gender: 'Female' });
    const response = await ctx.app.inject({
      ...apiRoute('login'),
      headers: { 'accept-encoding': 'gzip' },
      payload: { mobile_no: member.mobile, password: member.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('does not unpack a compressed request body', async () => {
    const member = await makeMember(ctx, { gender: 'Female' });
    const response = await ctx.app.inject({
      ...apiRoute('login'),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ mobile_no: member.mobile, password: member.password })),
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe('BAD_REQUEST');
  });
});
