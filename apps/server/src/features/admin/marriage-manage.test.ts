import { apiArgs, apiRoute } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { auditRowsOf } from '../../test/admin-support.js';
import { jpeg, keyOfUrl, multipart, storedFiles } from '../../test/media-support.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

async function upload(admin: TestMember, caption: string): Promise<{ id: number; large: string }> {
  const body = await multipart(
    [{ field: 'photo', name: 'wedding.jpg', type: 'image/jpeg', bytes: await jpeg(400, 300) }],
    { caption },
  );
  const response = await ctx.app.inject({
    ...apiRoute('uploadMarriage'),
    headers: { 'content-type': body.contentType, ...bearer(admin.token) },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().marriage;
}

const call = (who: TestMember | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? bearer(who.token) : {}, payload });

const publicCaptions = async () =>
  (await call(null, ...apiArgs('marriages'))).json().rows.map((row: { caption: string }) => row.caption);

describe("the operator's marriage photos", () => {
  it("lists the site's own photos with their ids, newest first, 20 a page", async () => {
    const admin = await makeAdmin(ctx);
    const tamilAdmin = await makeAdmin(ctx);
    await ctx.database.db.update(users).set({ domain: 'tamilmala' }).where(eq(users.id, tamilAdmin.userId));
    const first = await upload(admin, 'Asha weds Vikram');
    const second = await upload(admin, 'Meera weds Rohan');
    const tamil = await upload(tamilAdmin, 'Anitha weds Karthik');

    const listed = await call(admin, ...apiArgs('adminMarriageList', { page: 1 }));
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.rows.map((row: { id: number }) => row.id)).toEqual([second.id, first.id]);
    expect(body.count).toBe(2);
    expect(body.rows[0]).toEqual({
      id: second.id,
      caption: 'Meera weds Rohan',
      language: null,
      short: expect.stringMatching(/^\/api\/media\/marriage-/),
      large: expect.stringMatching(/^\/api\/media\/marriage-/),
      url: expect.stringMatching(/^\/api\/media\/marriage-/),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const other = (await call(tamilAdmin, ...apiArgs('adminMarriageList', { page: 1 }))).json();
    expect(other.rows.map((row: { id: number }) => row.id)).toEqual([tamil.id]);
    expect((await call(admin, ...apiArgs('adminMarriageList', { page: 2 }))).json()).toEqual({
      rows: [],
      count: 2,
    });
  });

  it('changes a caption, as the home page then shows it, audited; a blank or long one is refused', async () => {
    const admin = await makeAdmin(ctx);
    const story = await upload(admin, 'Priya weds Rahul');
    const url = `/api/admin/marriage/${story.id}`;

    const changed = await call(admin, 'POST', url, { caption: '  Priya and Rahul, married in Pune  ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      Status: 'Success',
      marriage: { id: story.id, caption: 'Priya and Rahul, married in Pune' },
    });
    expect(await publicCaptions()).toContain('Priya and Rahul, married in Pune');
    expect(await publicCaptions()).not.toContain('Priya weds Rahul');
    expect((await auditRowsOf(ctx, 'marriage', story.id))[0]).toMatchObject({
      adminUserId: admin.userId,
      action: 'admin:marriage-caption',
      before: { caption: 'Priya weds Rahul' },
      after: { caption: 'Priya and Rahul, married in Pune' },
    });

    for (const caption of ['   ', 'x'.repeat(301), 'a\u0000b', null]) {
      const refused = await call(admin, 'POST', url, { caption });
      expect(refused.statusCode, JSON.stringify(caption)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await publicCaptions()).toContain('Priya and Rahul, married in Pune');
  });

  it('removes a photo from the home page and its three files from the storage, audited, once', async () => {
    const admin = await makeAdmin(ctx);
    const story = await upload(admin, 'Kavya weds Sandeep');
    const full = (await call(admin, ...apiArgs('adminMarriageList', { page: 1 })))
      .json()
      .rows.find((row: { id: number }) => row.id === story.id);
    const keys = [full.short, full.large, full.url].map(keyOfUrl);
    expect(keys.every((key) => storedFiles(ctx.dataDir).has(key))).toBe(true);

    const removed = await call(admin, ...apiArgs('deleteMarriage', { marriageId: story.id }));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ Status: 'Success' });
    expect(await publicCaptions()).not.toContain('Kavya weds Sandeep');
    expect(keys.filter((key) => storedFiles(ctx.dataDir).has(key))).toEqual([]);
    expect((await call(null, 'GET', full.large)).statusCode).toBe(404);
    expect((await auditRowsOf(ctx, 'marriage', story.id))[0]).toMatchObject({
      action: 'admin:marriage-delete',
      before: { caption: 'Kavya weds Sandeep' },
    });

    // A second tap, or another tab: already gone.
    const again = await call(admin, ...apiArgs('deleteMarriage', { marriageId: story.id }));
    expect(again.statusCode).toBe(404);
    expect(again.json().Message).toBe('This marriage photo was not found. It may have been removed already.');
  });

  it("keeps another site's photos and the members out: 404, 403, 401", async () => {
    const admin = await makeAdmin(ctx);
    const tamilAdmin = await makeAdmin(ctx);
    await ctx.database.db.update(users).set({ domain: 'tamilmala' }).where(eq(users.id, tamilAdmin.userId));
    const story = await upload(admin, 'Lata weds Arun');
    const url = `/api/admin/marriage/${story.id}`;
    const member = await makeMember(ctx, { steps: [] });

    expect((await call(tamilAdmin, 'POST', url, { caption: 'Taken over' })).statusCode).toBe(404);
    expect((await call(tamilAdmin, 'DELETE', url)).statusCode).toBe(404);
    for (const who of [member, null]) {
      const expected = who ? 403 : 401;
      expect((await call(who, ...apiArgs('adminMarriageList', { page: 1 }))).statusCode).toBe(expected);
      expect((await call(who, 'POST', url, { caption: 'Taken over' })).statusCode).toBe(expected);
      expect((await call(who, 'DELETE', url)).statusCode).toBe(expected);
    }
    expect(await publicCaptions()).toContain('Lata weds Arun');
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expect((await call(admin, ...apiArgs('deleteMarriage', { marriageId: bad }))).statusCode, bad).toBe(
        400,
      );
    }
  });
});
