import { apiRoute } from '@varmala/shared';
import { describe, expect, it } from 'vitest';
import { storedFlags } from '../../test/admin-support.js';
import { jpeg, multipart } from '../../test/media-support.js';
import { makeAdmin, makeMember, NEW_PROFILE } from '../../test/members.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

type Call = (who: TestMember | null, profileId: number) => Promise<{ statusCode: number; json(): unknown }>;

const headers = (who: TestMember | null) => (who ? bearer(who.token) : {});

const CALLS: Record<string, Call> = {
  'POST /api/admin/profile/list/1': (who) =>
    ctx.app.inject({ ...apiRoute('adminProfileList', { page: 1 }), headers: headers(who), payload: {} }),
  'POST /api/admin/profile/{id}/status': (who, id) =>
    ctx.app.inject({
      ...apiRoute('updateProfileStatus', { profileId: id }),
      headers: headers(who),
      payload: { profile_id: id, status: 200 },
    }),
  'POST /api/admin/profile/{id}/featured': (who, id) =>
    ctx.app.inject({
      ...apiRoute('updateProfileFeatured', { profileId: id }),
      headers: headers(who),
      payload: { profile_id: id, status: false },
    }),
  'POST /api/admin/marriage': async (who) => {
    const body = await multipart(
      [{ field: 'photo', name: 'w.jpg', type: 'image/jpeg', bytes: await jpeg() }],
      {
        caption: 'A wedding',
      },
    );
    return ctx.app.inject({
      ...apiRoute('uploadMarriage'),
      headers: { 'content-type': body.contentType, ...headers(who) },
      payload: body.payload,
    });
  },
};

describe('who may call the admin routes', () => {
  it('answers 401 to a visitor, 403 to a member (even about their own profile), 200 to an admin', async () => {
    const member = await makeMember(ctx, NEW_PROFILE);
    const admin = await makeAdmin(ctx);
    for (const [name, call] of Object.entries(CALLS)) {
      const anonymous = await call(null, member.profileId);
      expect(anonymous.statusCode, name).toBe(401);
      expect(anonymous.json(), name).toMatchObject({ Status: 'Error', code: 'UNAUTHENTICATED' });

      const forbidden = await call(member, member.profileId);
      expect(forbidden.statusCode, name).toBe(403);
      expect(forbidden.json(), name).toMatchObject({ Status: 'Error', code: 'FORBIDDEN' });

      expect((await call(admin, member.profileId)).statusCode, name).toBe(200);
    }
    // The admin's call set Approved; the member's own attempt had changed nothing before it.
    expect(await storedFlags(ctx, member.profileId)).toEqual({ status: 200, isFeatured: false });
  });

  it('answers 403 to a member who has no profile yet and 401 to a forged token', async () => {
    const member = await makeMember(ctx, { steps: [] });
    for (const [name, call] of Object.entries(CALLS)) {
      expect((await call(member, 1)).statusCode, name).toBe(403);
      expect((await call({ ...member, token: `${member.token}x` }, 1)).statusCode, name).toBe(401);
    }
  });

  it('describes every admin route in the API docs under the admin tag', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = docs.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>().paths;
    for (const path of [
      '/api/admin/profile/list/{page}',
      '/api/admin/profile/{profileId}/status',
      '/api/admin/profile/{profileId}/featured',
      apiRoute('uploadMarriage').url,
    ]) {
      expect(paths[path]?.post?.tags, path).toEqual(['admin']);
    }
  });
});
