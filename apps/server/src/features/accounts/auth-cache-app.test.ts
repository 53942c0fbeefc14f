import { apiRoute } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema.js';
import { makeMember } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { idsOf, saveStep, search, uploadPhoto } from '../../test/search-support.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';
import { withoutAuthNotices } from './test-support.js';

const ctx = useTestApp();

const me = (member: TestMember) => ctx.app.inject({ ...apiRoute('me'), headers: bearer(member.token) });
const adminList = (member: TestMember) =>
  ctx.app.inject({
    ...apiRoute('adminProfileList', { page: 1 }),
    headers: bearer(member.token),
    payload: {},
  });

describe('the auth check keeps account rows between requests', () => {
  it('answers from the kept row until the database says the account changed', async () => {
    const member = await makeMember(ctx, { steps: [] });
    expect((await adminList(member)).statusCode).toBe(403);

    // Written past the notice: the kept row (a member) still answers.
    await withoutAuthNotices(ctx, async () => {
      await ctx.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, member.userId));
    });
    expect((await adminList(member)).statusCode).toBe(403);

    // Any write to the role notifies every server at commit, whoever writes it.
    await ctx.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, member.userId));
    await vi.waitFor(async () => expect((await adminList(member)).statusCode).toBe(200), {
      timeout: 2_000,
      interval: 20,
    });
  });

  it('refuses a token soon after another process signs the account out everywhere', async () => {
    const member = await makeMember(ctx, { steps: [] });
    expect((await me(member)).statusCode).toBe(200);
    await ctx.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, member.userId));
    await vi.waitFor(async () => expect((await me(member)).statusCode).toBe(401), {
      timeout: 2_000,
      interval: 20,
    });
  });

  it("applies the server's own writes at once, without waiting for the notice", async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    const bride = await makeMember(ctx, { gender: 'Female' });
    // Not Approved: a change of gender of an Approved profile waits for the operator's review.
    const member = await makeMember(ctx, { gender: 'Male', status: 10 });
    await withoutAuthNotices(ctx, async () => {
      // A photo of one's own: photos of others are shown from the next request on.
      expect((await search(ctx, member)).json().photo_nudge).toBe(true);
      await uploadPhoto(ctx, member);
      expect((await search(ctx, member)).json().photo_nudge).toBe(false);

      // A change of gender: the next search is of the other side.
      expect(idsOf((await search(ctx, member)).json())).toContain(bride.profileId);
      const saved = await saveStep(ctx, member, 'basic', basicFor({ gender: 'Female' }));
      expect(saved).toMatchObject({ Status: 'Success', profile_id: member.profileId });
      const after = idsOf((await search(ctx, member)).json());
      expect(after).toContain(groom.profileId);
      expect(after).not.toContain(bride.profileId);

      // A new password: every other session ends with the request that set it.
      const changed = await ctx.app.inject({
        ...apiRoute('changePassword'),
        headers: bearer(member.token),
        payload: { old_password: member.password, password: 'a brand new password' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await me(member)).statusCode).toBe(401);
    });
  });
});
