/**
 * Badges that say what was checked, walked from outside: a code to the member's mobile (expiry,
 * tries, sends a day, hashed at rest, another account's code), the operator's checks (never an
 * identity number), the selfie (gone from storage at the decision), and who sees the badges.
 */
import { apiArgs, STATUS_APPROVED } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, mobileCodes, profiles } from '../../db/schema.js';
import { jpeg } from '../../test/media-support.js';
import { makeAdmin, makeMember } from '../../test/members.js';
import { setPrivacy } from '../../test/privacy-support.js';
import { idsOf, search, uploadPhoto } from '../../test/search-support.js';
import { uniqueIp, useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import {
  call,
  confirm,
  kindsOf,
  requestCode,
  smsMessages,
  storedKeys,
  uploadSelfie,
} from '../../test/verification-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

const AADHAAR = '234567890123';

describe('a code to the mobile', () => {
  it('reaches the outbox, is stored hashed, and gives the badge `mobile` once typed', async () => {
    const member = await makeMember(ctx, { gender: 'Female' });
    const code = await requestCode(ctx, member);
    const [row] = await ctx.database.db
      .select()
      .from(mobileCodes)
      .where(eq(mobileCodes.userId, member.userId));
    expect(row?.codeHash).toBeDefined();
    expect(row?.codeHash).not.toContain(code);
    const everything = await ctx.database.db.execute(sql`select * from mobile_codes`);
    expect(JSON.stringify(everything.rows)).not.toContain(code);

    // Typed with spaces, or in Marathi digits, the code is the same code.
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    const response = await confirm(ctx, member, spaced);
    expect(response.statusCode, response.body).toBe(200);
    expect(kindsOf(response.json().badges)).toEqual(['mobile']);
    expect(response.json().badges[0]).toMatchObject({ kind: 'mobile', by: 'code' });
    // Used once.
    expect((await confirm(ctx, member, code)).statusCode).toBe(400);
    // Confirmed already: no more codes are sent to it.
    expect((await call(ctx, member, ...apiArgs('verifyMobile'))).statusCode).toBe(409);
  });

  it('expires after 10 minutes', async () => {
    const member = await makeMember(ctx, { gender: 'Male' });
    const code = await requestCode(ctx, member);
    await ctx.database.db
      .update(mobileCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mobileCodes.userId, member.userId));
    const response = await confirm(ctx, member, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message_key).toBe('mobileCodeExpired');
    expect(kindsOf((await call(ctx, member, ...apiArgs('myVerification'))).json().badges)).toEqual([]);
  });

  it('allows 5 tries: the fifth wrong one ends the code, the right one after it is refused', async () => {
    const member = await makeMember(ctx, { gender: 'Male' });
    const code = await requestCode(ctx, member);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const response = await confirm(ctx, member, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message_key: 'mobileCodeWrong',
        message_params: { count: left },
      });
    }
    const fifth = await confirm(ctx, member, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message_key).toBe('mobileCodeTriesUsed');
    const right = await confirm(ctx, member, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message_key).toBe('mobileCodeNone');
  });

  it('two tabs trying at once use up the tries, not more', async () => {
    const member = await makeMember(ctx, { gender: 'Female' });
    const code = await requestCode(ctx, member);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(ctx, member, wrong)));
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(1);
    expect(answers.filter((a) => a.json().message_key === 'mobileCodeWrong')).toHaveLength(4);
  });

  it('sends 3 codes a day to one number, and 3 from one address', async () => {
    const member = await makeMember(ctx, { gender: 'Female' });
    for (let i = 0; i < 3; i++) await requestCode(ctx, member);
    const fourth = await call(ctx, member, ...apiArgs('verifyMobile'));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message_key).toBe('mobileCodeSendsToday');

    const ip = uniqueIp();
    const family = await Promise.all([1, 2, 3, 4].map(() => makeMember(ctx, { gender: 'Male' })));
    for (const one of family.slice(0, 3)) await requestCode(ctx, one, ip);
    const fromAddress = await call(
      ctx,
      family[3] as (typeof family)[number],
      ...apiArgs('verifyMobile'),
      undefined,
      ip,
    );
    expect(fromAddress.statusCode).toBe(429);
    expect(fromAddress.json().message_key).toBe('mobileCodeSendsFromAddress');
  });

  it("refuses another account's code", async () => {
    const [first, second] = await Promise.all([
      makeMember(ctx, { gender: 'Female' }),
      makeMember(ctx, { gender: 'Female' }),
    ]);
    const code = await requestCode(ctx, first);
    expect((await confirm(ctx, second, code)).statusCode).toBe(400);
    await requestCode(ctx, second);
    const answer = await confirm(ctx, second, code);
    // The two codes could only agree by chance, one in a million.
    if (answer.statusCode === 200) return;
    expect(answer.json().message_key).toBe('mobileCodeWrong');
    expect(kindsOf((await call(ctx, second, ...apiArgs('myVerification'))).json().badges)).toEqual([]);
  });

  it('is dropped when the mobile numbers change', async () => {
    const member = await makeMember(ctx, { gender: 'Female' });
    expect((await confirm(ctx, member, await requestCode(ctx, member))).statusCode).toBe(200);
    // Saved again unchanged: the badge stays.
    const same = await call(ctx, member, 'POST', `/api/profile/${member.userId}/basic`, member.steps.basic);
    expect(same.statusCode, same.body).toBe(200);
    expect(kindsOf((await call(ctx, member, ...apiArgs('myVerification'))).json().badges)).toEqual([
      'mobile',
    ]);
    const changed = await call(ctx, member, 'POST', `/api/profile/${member.userId}/basic`, {
      ...member.steps.basic,
      mobiles: ['9123456780'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(kindsOf((await call(ctx, member, ...apiArgs('myVerification'))).json().badges)).toEqual([]);
  });

  it('writes no text message for a demo member, and no badge', async () => {
    const member = await makeMember(ctx, { gender: 'Male' });
    await ctx.database.db.update(profiles).set({ demo: true }).where(eq(profiles.id, member.profileId));
    const before = smsMessages(ctx).length;
    expect((await call(ctx, member, ...apiArgs('verifyMobile'))).statusCode).toBe(403);
    expect(smsMessages(ctx).length).toBe(before);
  });
});

describe("the operator's checks", () => {
  it('records a call and a document seen, audited, and withdraws them', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { gender: 'Female' });
    const url = `/api/admin/profile/${member.profileId}/verification`;
    const called = await call(ctx, admin, 'POST', url, {
      kind: 'operator_call',
      note: 'Spoke to her father',
    });
    expect(called.statusCode, called.body).toBe(200);
    const seen = await call(ctx, admin, 'POST', url, {
      kind: 'id_seen',
      id_type: 'aadhaar',
      id_last4: '0123',
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(kindsOf(seen.json().badges)).toEqual(['id_seen', 'operator_call']);
    expect(seen.json().badges.every((b: { by: string }) => b.by === 'operator')).toBe(true);

    // The operator's screen of them: when, by whom, the note, the document's type and last four.
    const listed = await call(ctx, admin, 'GET', url);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      profile_id: member.profileId,
      mid: member.mid,
      name: member.steps.basic.name,
      demo: false,
      badges: [
        {
          kind: 'operator_call',
          by: 'operator',
          verified_at: expect.any(String),
          operator_name: 'Site Admin',
          note: 'Spoke to her father',
          id_type: null,
          id_last4: null,
        },
        {
          kind: 'id_seen',
          by: 'operator',
          verified_at: expect.any(String),
          operator_name: 'Site Admin',
          note: null,
          id_type: 'aadhaar',
          id_last4: '0123',
        },
      ],
    });
    expect((await call(ctx, member, 'GET', url)).statusCode).toBe(403);
    expect((await call(ctx, admin, 'GET', '/api/admin/profile/2000000000/verification')).statusCode).toBe(
      404,
    );

    const withdrawn = await call(ctx, admin, 'DELETE', url, { kind: 'operator_call' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(kindsOf(withdrawn.json().badges)).toEqual(['id_seen']);
    expect(kindsOf((await call(ctx, admin, 'GET', url)).json().badges)).toEqual(['id_seen']);
    expect((await call(ctx, admin, 'DELETE', url, { kind: 'operator_call' })).statusCode).toBe(404);

    const audit = await ctx.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(member.profileId)));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'admin:verification-add',
      'admin:verification-add',
      'admin:verification-withdraw',
    ]);
    // Members may not.
    expect((await call(ctx, member, 'POST', url, { kind: 'operator_call' })).statusCode).toBe(403);
  });

  it('refuses a body that carries a full identity number, wherever it is', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { gender: 'Male' });
    const url = `/api/admin/profile/${member.profileId}/verification`;
    const bodies = [
      { kind: 'id_seen', id_type: 'aadhaar', id_last4: AADHAAR },
      { kind: 'id_seen', id_type: 'aadhaar', note: `Aadhaar ${AADHAAR}` },
      { kind: 'id_seen', id_type: 'aadhaar', note: 'Aadhaar 2345 6789 0123' },
      { kind: 'id_seen', id_type: 'aadhaar', note: 'आधार २३४५६७८९०१२३' },
      { kind: 'id_seen', id_type: 'pan', note: 'PAN ABCDE1234F' },
      { kind: 'operator_call', note: `called, id ${AADHAAR}` },
      { kind: 'id_seen', id_type: 'aadhaar', id_number: AADHAAR },
      { kind: 'id_seen', id_type: 'aadhaar', id_last4: '0123', image: 'data:image/jpeg;base64,AAAA' },
      { kind: 'id_seen', id_type: 'aadhaar', extra: { nested: AADHAAR } },
      { kind: 'id_seen' },
      { kind: 'operator_call', id_type: 'aadhaar', id_last4: '0123' },
      { kind: 'mobile' },
      { kind: 'operator_call', note: 'x'.repeat(100_000) },
      { kind: 'operator_call', note: 'line\u0000break' },
    ];
    for (const body of bodies) {
      const response = await call(ctx, admin, 'POST', url, body);
      expect([400, 413], JSON.stringify(body).slice(0, 80)).toContain(response.statusCode);
    }
    const stored = await ctx.database.db.execute(
      sql`select (select json_agg(b) from profile_badges b)::text as badges, (select json_agg(a) from admin_audit_log a)::text as audit`,
    );
    expect(JSON.stringify(stored.rows)).not.toContain('7890123');
    expect(JSON.stringify(stored.rows)).not.toContain('1234F');
    expect(kindsOf((await call(ctx, member, ...apiArgs('myVerification'))).json().badges)).toEqual([]);
  });

  it('gives no badge to a demo member', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { gender: 'Male' });
    await ctx.database.db.update(profiles).set({ demo: true }).where(eq(profiles.id, member.profileId));
    const url = `/api/admin/profile/${member.profileId}/verification`;
    expect((await call(ctx, admin, 'POST', url, { kind: 'operator_call' })).statusCode).toBe(403);
  });
});

describe('the selfie', () => {
  it('waits for the operator, is never shown to members, and is gone from storage at the decision', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { gender: 'Female', photos: 1 });
    const mine = await call(ctx, member, ...apiArgs('myVerification'));
    expect(mine.statusCode, mine.body).toBe(200);
    const gesture = mine.json().gesture;
    expect((await call(ctx, member, ...apiArgs('myVerification'))).json().gesture).toBe(gesture);

    const keysBefore = storedKeys(ctx, 'selfie-');
    const sent = await uploadSelfie(ctx, member, await jpeg());
    expect(sent.statusCode, sent.body).toBe(200);
    expect(storedKeys(ctx, 'selfie-').length).toBe(keysBefore.length + 1);
    expect((await call(ctx, member, ...apiArgs('myVerification'))).json().selfie_waiting).toBe(true);
    // The queue is the operator's only.
    expect((await call(ctx, member, ...apiArgs('adminSelfieQueue', { page: 1 }))).statusCode).toBe(403);

    const queue = await call(ctx, admin, ...apiArgs('adminSelfieQueue', { page: 1 }));
    expect(queue.statusCode, queue.body).toBe(200);
    const row = queue.json().rows.find((r: { profile_id: number }) => r.profile_id === member.profileId);
    expect(row).toMatchObject({ gesture, mid: member.mid });
    expect(row.photos).toHaveLength(1);
    const shown = await ctx.app.inject({ method: 'GET', url: row.selfie_url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');

    const decided = await call(ctx, admin, ...apiArgs('decideSelfie'), {
      selfie_id: row.selfie_id,
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(storedKeys(ctx, 'selfie-')).toEqual(keysBefore);
    expect((await ctx.app.inject({ method: 'GET', url: row.selfie_url })).statusCode).toBe(404);
    const after = (await call(ctx, member, ...apiArgs('myVerification'))).json();
    expect(kindsOf(after.badges)).toEqual(['photo']);
    expect(after.selfie_waiting).toBe(false);
    expect(after.gesture).toBeDefined();
    // Decided once.
    const again = await call(ctx, admin, ...apiArgs('decideSelfie'), {
      selfie_id: row.selfie_id,
      decision: 'refuse',
    });
    expect(again.statusCode).toBe(404);

    // A new profile photo drops the badge until the next check.
    await uploadPhoto(ctx, member);
    expect(kindsOf((await call(ctx, member, ...apiArgs('myVerification'))).json().badges)).toEqual([]);
  });

  it('a refused selfie is gone too, and gives no badge', async () => {
    const admin = await makeAdmin(ctx);
    const member = await makeMember(ctx, { gender: 'Male', photos: 1 });
    const keysBefore = storedKeys(ctx, 'selfie-');
    expect((await uploadSelfie(ctx, member, await jpeg())).statusCode).toBe(200);
    const queue = await call(ctx, admin, ...apiArgs('adminSelfieQueue', { page: 1 }));
    const row = queue.json().rows.find((r: { profile_id: number }) => r.profile_id === member.profileId);
    const decided = await call(ctx, admin, ...apiArgs('decideSelfie'), {
      selfie_id: row.selfie_id,
      decision: 'refuse',
    });
    expect(decided.statusCode).toBe(200);
    expect(storedKeys(ctx, 'selfie-')).toEqual(keysBefore);
    expect(kindsOf((await call(ctx, member, ...apiArgs('myVerification'))).json().badges)).toEqual([]);
    const rows = await ctx.database.db.execute(sql`select count(*)::int as n from selfies`);
    expect(rows.rows[0]).toEqual({ n: 0 });
  });

  it('is refused without a photo to compare it with, and when it is not a picture', async () => {
    const bare = await makeMember(ctx, { gender: 'Male' });
    expect((await uploadSelfie(ctx, bare, await jpeg())).statusCode).toBe(409);
    const member = await makeMember(ctx, { gender: 'Male', photos: 1 });
    expect((await uploadSelfie(ctx, member, Buffer.from('%PDF-1.4 not a picture'))).statusCode).toBe(415);
  });
});

describe('badges where a family decides', () => {
  async function verifiedBride() {
    const admin = await makeAdmin(ctx);
    const bride = await makeMember(ctx, { gender: 'Female', photos: 1 });
    const url = `/api/admin/profile/${bride.profileId}/verification`;
    expect((await call(ctx, admin, 'POST', url, { kind: 'operator_call' })).statusCode).toBe(200);
    return bride;
  }

  it('the owner, other members on search, view and interests see them; blocked and paused hide the profile', async () => {
    const bride = await verifiedBride();
    const groom = await makeMember(ctx, { gender: 'Male', photos: 1 });

    const own = await call(ctx, bride, 'GET', `/api/profile/view/${bride.profileId}`);
    expect(kindsOf(own.json().badges)).toEqual(['operator_call']);
    const view = await call(ctx, groom, 'GET', `/api/profile/view/${bride.profileId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().badges).toEqual([
      { kind: 'operator_call', by: 'operator', verified_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
    const found = (await search(ctx, groom))
      .json()
      .rows.find((r: { profile_id: number }) => r.profile_id === bride.profileId);
    expect(kindsOf(found.badges)).toEqual(['operator_call']);
    // The badge says nothing of the note or the operator.
    expect(JSON.stringify(view.json())).not.toContain('operator_id');

    const interest = await call(ctx, groom, 'POST', `/api/interest/${bride.profileId}`, {
      template: 'liked_profile',
    });
    expect(interest.statusCode, interest.body).toBe(200);
    const sent = await call(ctx, groom, ...apiArgs('interestBox', { box: 'sent', page: 1 }));
    expect(kindsOf(sent.json().rows[0].badges)).toEqual(['operator_call']);
    const received = await call(ctx, bride, ...apiArgs('interestBox', { box: 'received', page: 1 }));
    expect(received.json().rows[0].badges).toEqual([]);

    // Blocked: the profile, badges and all, is not there for the groom.
    expect((await call(ctx, bride, 'POST', `/api/profile/block/${groom.profileId}`)).statusCode).toBe(200);
    expect((await call(ctx, groom, 'GET', `/api/profile/view/${bride.profileId}`)).statusCode).toBe(404);
    expect(idsOf((await search(ctx, groom)).json())).not.toContain(bride.profileId);
    expect((await call(ctx, bride, 'DELETE', `/api/profile/block/${groom.profileId}`)).statusCode).toBe(200);

    // Paused: the same, and the owner still sees her own badges.
    expect((await setPrivacy(ctx, bride, { paused: true })).statusCode).toBe(200);
    expect((await call(ctx, groom, 'GET', `/api/profile/view/${bride.profileId}`)).statusCode).toBe(404);
    expect(idsOf((await search(ctx, groom, { verified_only: true })).json())).not.toContain(bride.profileId);
    expect(kindsOf((await call(ctx, bride, ...apiArgs('myVerification'))).json().badges)).toEqual([
      'operator_call',
    ]);
  });

  it('"Verified only" keeps the profiles with a badge, and verified ones come first among equally new ones', async () => {
    const groom = await makeMember(ctx, { gender: 'Male', photos: 1, domain: 'tamilmala' });
    const plain = await makeMember(ctx, { gender: 'Female', domain: 'tamilmala' });
    const admin = await makeAdmin(ctx);
    const verified = await makeMember(ctx, { gender: 'Female', domain: 'tamilmala' });
    const url = `/api/admin/profile/${verified.profileId}/verification`;
    expect(
      (await call(ctx, admin, 'POST', url, { kind: 'id_seen', id_type: 'pan', id_last4: '234F' })).statusCode,
    ).toBe(200);
    // Registered in the same moment; the plain one has the larger id, which would come first.
    const moment = new Date('2026-11-01T10:00:00Z');
    await ctx.database.db.update(profiles).set({ createdAt: moment }).where(eq(profiles.id, plain.profileId));
    await ctx.database.db
      .update(profiles)
      .set({ createdAt: moment })
      .where(eq(profiles.id, verified.profileId));

    const all = idsOf((await search(ctx, groom)).json());
    expect(all.indexOf(verified.profileId)).toBeLessThan(all.indexOf(plain.profileId));
    const only = await search(ctx, groom, { verified_only: true });
    expect(only.statusCode, only.body).toBe(200);
    expect(idsOf(only.json())).toContain(verified.profileId);
    expect(idsOf(only.json())).not.toContain(plain.profileId);
    expect(only.json().rows.every((r: { badges: unknown[] }) => r.badges.length > 0)).toBe(true);
    expect(only.json().count).toBe(only.json().rows.length);
    expect(STATUS_APPROVED).toBe(200);
  });
});
