import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  apiArgs,
  apiRoute,
  exportedBiodataSchema,
  exportFileName,
  SHARE_LINK_DAYS,
  STATUS_APPROVED,
} from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, shareLinks } from '../../db/schema.js';
import { setFeatured, setStatus } from '../../test/admin-support.js';
import { keyOfUrl, storedBytes, storedFiles } from '../../test/media-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { block, call, report } from '../../test/privacy-support.js';
import { decodeClaims, type TestMember, useTestApp } from '../../test/test-app.js';
import {
  attachmentKeysOf,
  grantSubscription,
  horoscopeFiles,
  NO_RATE_LIMITS,
  photoKeysOf,
  specDateOf,
} from '../../test/trust/trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

let admin: TestMember;

beforeAll(async () => {
  admin = await makeAdmin(ctx);
});

const login = (mobile: string, password: string) =>
  call(ctx, null, ...apiArgs('login'), { mobile_no: mobile, password });

/** A bride with everything a family fills in, names of her own, and a second session. */
async function fullMember(name: string, gender: 'Female' | 'Male' = 'Female') {
  const member = await makeMember(ctx, {
    gender,
    featuredConsent: true,
    user_name: `${name} Family`,
    photos: 2,
    attachments: await horoscopeFiles(),
    basic: { name, surname: `${name}kar` },
  });
  return member;
}

/** Every text-like column of every table, in every schema of ours (drizzle's migration table too). */
async function textColumns(): Promise<{ schema: string; table: string; column: string }[]> {
  const result = await ctx.database.db.execute<{ schema: string; table: string; column: string }>(sql`
    select c.table_schema as schema, c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema not in ('pg_catalog', 'information_schema') and t.table_type = 'BASE TABLE'
    order by 1, 2, 3`);
  return result.rows;
}

/**
 * Where in the whole database each value is found, as 'table.column' by value: every column read as
 * text, case-insensitive, one statement per column for all the values.
 */
async function whereFoundAll(values: string[]): Promise<Map<string, string[]>> {
  const found = new Map(values.map((value) => [value, [] as string[]]));
  const patterns = `{${values.map((value) => `"%${value.replace(/["\\]/g, '')}%"`).join(',')}}`;
  for (const { schema, table, column } of await textColumns()) {
    const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
    const result = await ctx.database.db.execute<{ pattern: string }>(sql`
      select p.pattern from unnest(${patterns}::text[]) as p(pattern)
      where exists (select 1 from ${ident(schema)}.${ident(table)} as t
        where t.${ident(column)}::text ilike p.pattern)`);
    for (const row of result.rows) found.get(row.pattern.slice(1, -1))?.push(`${table}.${column}`);
  }
  return found;
}

const whereFound = async (value: string) => (await whereFoundAll([value])).get(value) ?? [];

describe('DELETE /api/me', () => {
  it('refuses a wrong password (400) and an operator (403), and erases nothing', async () => {
    const member = await makeMember(ctx);
    const wrong = await call(ctx, member, ...apiArgs('eraseAccount'), { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: 'Your password is not correct.' });
    expect((await call(ctx, member, ...apiArgs('eraseAccount'), {})).statusCode).toBe(400);
    expect(
      (await call(ctx, member, ...apiArgs('eraseAccount'), { password: 'with \u0000 nul' })).statusCode,
    ).toBe(400);
    expect((await call(ctx, member, ...apiArgs('me'))).statusCode).toBe(200);
    const operator = await call(ctx, admin, ...apiArgs('eraseAccount'), { password: admin.password });
    expect(operator.statusCode).toBe(403);
    expect((await call(ctx, null, ...apiArgs('eraseAccount'), { password: 'x' })).statusCode).toBe(401);
  });

  describe('of a member with everything', () => {
    const tag = randomInt(100_000, 1_000_000);
    const name = `Erasebride${tag}`;
    let bride: Member;
    let groom: Member;
    let secondToken: string;
    let mediaBefore: Map<string, string>;
    let keys: string[];
    /** Everything of hers the scan looks for. */
    let secrets: [label: string, value: string][];

    beforeAll(async () => {
      bride = await fullMember(name);
      groom = await fullMember(`Stayinggroom${tag}`, 'Male');
      const blocker = await fullMember(`Blockinggroom${tag}`, 'Male');
      const blocked = await fullMember(`Blockedgroom${tag}`, 'Male');
      await grantSubscription(ctx, bride);
      await grantSubscription(ctx, groom);
      expect((await setFeatured(ctx, admin, bride.profileId, true)).statusCode).toBe(200);
      // A new name waits for review, then the operator approves it: the audit row names it.
      const renamed = await call(ctx, bride, ...apiArgs('saveBasic', { userId: bride.userId }), {
        ...bride.steps.basic,
        name: `${name}x`,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await setStatus(ctx, admin, bride.profileId, STATUS_APPROVED)).statusCode).toBe(200);
      for (const [who, target] of [
        [bride, groom],
        [groom, bride],
      ] as const) {
        expect(
          (await call(ctx, who, ...apiArgs('addToShortlist'), { profile_id: target.profileId })).statusCode,
        ).toBe(200);
        expect(
          (await call(ctx, who, ...apiArgs('downloadProfile', { profileId: target.profileId }))).statusCode,
        ).toBe(200);
      }
      expect((await block(ctx, bride, blocked)).statusCode).toBe(200);
      expect((await block(ctx, blocker, bride)).statusCode).toBe(200);
      expect(
        (await report(ctx, bride, groom, { reason: 'other', details: `${name} writes: he was rude` }))
          .statusCode,
      ).toBe(200);
      expect(
        (await report(ctx, groom, bride, { reason: 'fake', details: `${name} is not who she says` }))
          .statusCode,
      ).toBe(200);
      // An interest between them, accepted; her preferences; each reports the other's number.
      const interest = await call(ctx, bride, ...apiArgs('sendInterest', { profileId: groom.profileId }), {
        template: 'liked_profile',
      });
      expect(interest.statusCode, interest.body).toBe(200);
      const accepted = await call(
        ctx,
        groom,
        ...apiArgs('acceptInterest', { interestId: interest.json().interest_id }),
      );
      expect(accepted.statusCode).toBe(200);
      expect(
        (await call(ctx, bride, ...apiArgs('savePreferences'), { community: ['Kshatriya'], from_age: 25 }))
          .statusCode,
      ).toBe(200);
      for (const [who, target] of [
        [bride, groom],
        [groom, bride],
      ] as const) {
        const unreachable = await call(
          ctx,
          who,
          ...apiArgs('reportUnreachable', { profileId: target.profileId }),
          { reason: 'switched_off' },
        );
        expect(unreachable.statusCode, unreachable.body).toBe(200);
      }
      await call(ctx, null, ...apiArgs('requestPasswordReset'), {
        mobile_no: bride.mobile,
        date_of_birth: specDateOf(bride.dateOfBirth),
      });
      const second = await login(bride.mobile, bride.password);
      secondToken = second.json().token;
      keys = [...photoKeysOf(bride), ...attachmentKeysOf(bride)];
      mediaBefore = storedFiles(ctx.dataDir);
      for (const key of keys) expect(mediaBefore.has(key), key).toBe(true);
      secrets = [
        ['name', name],
        ['surname', `${name}kar`],
        ['account name', `${name} Family`],
        ['account mobile', bride.mobile],
        ...bride.secrets.mobiles.map((mobile): [string, string] => ['profile mobile', mobile]),
        ['e-mail', bride.secrets.email],
        ['address', bride.secrets.address],
        ...keys.map((key): [string, string] => ['stored file key', key]),
      ];
      // The scan finds her before: it looks where she is.
      expect(await whereFound(name)).toEqual(
        expect.arrayContaining(['profiles.name', 'admin_audit_log.after', 'reports.details']),
      );

      const erased = await call(ctx, bride, ...apiArgs('eraseAccount'), { password: bride.password });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(erased.json()).toEqual({ Status: 'Success' });
    });

    it('leaves nothing of her in any table but her member id, and the member id only in ledgers', async () => {
      const found = await whereFoundAll(secrets.map(([, value]) => value));
      const leftovers = secrets.flatMap(([label, value]) =>
        (found.get(value) ?? []).map((place) => `${label} in ${place}`),
      );
      expect(leftovers).toEqual([]);
      expect((await whereFound(bride.mid)).sort()).toEqual([
        'admin_audit_log.target_id',
        'downloads.profile_mid',
        'downloads.viewer_mid',
        'reports.profile_mid',
        'reports.reporter_mid',
        'unreachable_reports.profile_mid',
        'unreachable_reports.reporter_mid',
      ]);
      const left = await ctx.database.db.execute<{ interests: number; preferences: number }>(
        sql`select (select count(*)::int from interests where sender_profile_id = ${bride.profileId}
          or receiver_profile_id = ${bride.profileId}) as interests,
          (select count(*)::int from partner_preferences where user_id = ${bride.userId}) as preferences`,
      );
      expect(left.rows[0]).toEqual({ interests: 0, preferences: 0 });
      expect(
        (await call(ctx, groom, ...apiArgs('interestBox', { box: 'accepted', page: 1 }))).json(),
      ).toEqual({
        rows: [],
        count: 0,
      });
    });

    it("removes her files from storage, and no one else's", () => {
      const after = storedFiles(ctx.dataDir);
      for (const key of keys) expect(after.has(key), key).toBe(false);
      expect([...mediaBefore.keys()].filter((key) => !after.has(key)).sort()).toEqual([...keys].sort());
      for (const file of after.values()) expect(readFileSync(file).includes(name)).toBe(false);
    });

    it('ends every session and frees her mobile number', async () => {
      for (const token of [bride.token, secondToken]) {
        expect((await call(ctx, { ...bride, token }, ...apiArgs('me'))).statusCode).toBe(401);
      }
      expect((await login(bride.mobile, bride.password)).statusCode).toBe(401);
      const again = await call(ctx, null, ...apiArgs('signup'), {
        user_name: 'A new start',
        mobile_no: bride.mobile,
        password: 'a brand new password',
      });
      expect(again.statusCode, again.body).toBe(200);
      const fresh = {
        ...bride,
        token: again.json().token,
        userId: decodeClaims(again.json().token).user_id as number,
      };
      expect(fresh.userId).not.toBe(bride.userId);
      expect((await call(ctx, fresh, ...apiArgs('privacySettings'))).statusCode).toBe(409);
      expect((await call(ctx, fresh, ...apiArgs('blockList'))).json()).toEqual({ rows: [] });
    });

    it('is found nowhere the API answers: search, view, download, public page, featured, operator lists', async () => {
      const found = await call(ctx, groom, ...apiArgs('searchProfiles', { page: 1 }), {});
      expect(found.body).not.toContain(bride.mid);
      for (const url of [
        apiRoute('viewProfile', { profileId: bride.profileId }).url,
        apiRoute('downloadProfile', { profileId: bride.profileId }).url,
      ]) {
        expect((await call(ctx, groom, 'GET', url)).statusCode).toBe(404);
        expect((await call(ctx, admin, 'GET', url)).statusCode).toBe(404);
      }
      const publicPage = await call(ctx, null, ...apiArgs('publicSearch'), {
        date_of_birth: specDateOf(bride.dateOfBirth),
      });
      expect(publicPage.body).not.toContain(name);
      expect((await call(ctx, null, ...apiArgs('featured'))).body).not.toContain(name);
      for (const filter of [{ name }, { name: bride.mid }]) {
        expect((await call(ctx, admin, ...apiArgs('searchProfiles', { page: 1 }), filter)).json().count).toBe(
          0,
        );
      }
      expect(
        (await call(ctx, admin, ...apiArgs('adminProfileList', { page: 1 }), { mid: bride.mid })).json()
          .count,
      ).toBe(0);
    });

    it("keeps her member id alone in the other member's ledgers, the report queue and the audit", async () => {
      const contactViews = (await call(ctx, groom, ...apiArgs('contactViews', { page: 1 }))).json();
      expect(contactViews.rows).toContainEqual({
        mid: bride.mid,
        name: null,
        left: true,
        viewed_at: expect.any(String),
      });
      const downloads = (await call(ctx, groom, ...apiArgs('downloadList', { page: 1 }))).json();
      expect(downloads.rows).toContainEqual({
        downloaded_mid: bride.mid,
        downloaded_name: null,
        downloaded_user_id: null,
        profile_id: null,
        viewed_at: expect.any(String),
      });
      const reports = (await call(ctx, admin, ...apiArgs('adminReportList', { page: 1 }), {})).json().rows;
      expect(reports).toContainEqual(
        expect.objectContaining({
          details: null,
          reporter: { profile_id: null, mid: bride.mid, name: null },
        }),
      );
      const aboutHer = reports.find((row: { profile: { mid: string } }) => row.profile.mid === bride.mid);
      expect(aboutHer).toMatchObject({
        details: null,
        profile: { profile_id: null, name: null, status: null },
      });
      // Only the member can be dismissed now: there is no profile left to reject.
      expect(
        (
          await call(ctx, admin, ...apiArgs('resolveReport', { reportId: aboutHer.report_id }), {
            action: 'reject_profile',
            reason: 'other',
          })
        ).statusCode,
      ).toBe(409);

      const audit = await ctx.database.db.execute<{ target_type: string; action: string; after: unknown }>(
        sql`select target_type, action, after from ${adminAuditLog} where target_id = ${bride.mid} order by id`,
      );
      expect(audit.rows.map((row) => row.target_type)).toEqual(audit.rows.map(() => 'member'));
      expect(audit.rows.map((row) => row.action)).toEqual(
        expect.arrayContaining(['cli:grant-subscription', 'admin:profile-featured', 'admin:profile-status']),
      );
      // The erasure itself is the last row about her, with nothing but her member id.
      expect(audit.rows.at(-1)).toEqual({ target_type: 'member', action: 'member:erase', after: null });
      // What the operator did is still there: the status and the flags.
      expect(audit.rows.find((row) => row.action === 'admin:profile-status')?.after).toEqual({
        status: STATUS_APPROVED,
        is_featured: true,
      });
    });
  });
});

describe('GET /api/me/export', () => {
  let bride: Member;
  let groom: Member;
  /** The bride's share links: one working, one whose 14 days are over; and the groom's. */
  let links: { working: { id: number; url: string }; expired: { id: number; url: string } };
  let groomLink: { id: number; url: string };
  const guardian = '9812345670';

  beforeAll(async () => {
    bride = await fullMember('Exportbride');
    groom = await fullMember('Exportgroom', 'Male');
    await grantSubscription(ctx, bride);
    await grantSubscription(ctx, groom);
    await call(ctx, bride, ...apiArgs('addToShortlist'), { profile_id: groom.profileId });
    await call(ctx, bride, ...apiArgs('downloadProfile', { profileId: groom.profileId }));
    await call(ctx, groom, ...apiArgs('downloadProfile', { profileId: bride.profileId }));
    await report(ctx, bride, groom, { reason: 'other', details: 'Asked odd questions.' });
    await setFeatured(ctx, admin, bride.profileId, true);
    const interest = await call(ctx, bride, ...apiArgs('sendInterest', { profileId: groom.profileId }), {
      template: 'families_meet',
    });
    await call(ctx, groom, ...apiArgs('declineInterest', { interestId: interest.json().interest_id }), {
      template: 'going_ahead_elsewhere',
    });
    await call(ctx, bride, ...apiArgs('savePreferences'), { to_age: 35, horoscope_match: true });
    await call(ctx, bride, ...apiArgs('reportUnreachable', { profileId: groom.profileId }), {
      reason: 'wrong_number',
    });
    const saved = await call(ctx, bride, ...apiArgs('saveBiodataSettings', { userId: bride.userId }), {
      show_birth_time: true,
      show_chart: true,
      contact: 'guardian',
      guardian_mobile: guardian,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const share = async (who: TestMember) => {
      const made = await call(ctx, who, ...apiArgs('createShareLink'));
      expect(made.statusCode, made.body).toBe(200);
      return made.json<{ id: number; url: string }>();
    };
    links = { expired: await share(bride), working: await share(bride) };
    await ctx.database.db
      .update(shareLinks)
      .set({ createdAt: sql`now() - interval '20 days'`, expiresAt: sql`now() - interval '6 days'` })
      .where(eq(shareLinks.id, links.expired.id));
    groomLink = await share(groom);
  });

  async function exportOf(member: TestMember) {
    const response = await call(ctx, member, ...apiArgs('exportMyData'));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return { response, files: unzipSync(new Uint8Array(response.rawPayload)) };
  }

  it('is a ZIP to save, holding profile.json and her photos and horoscope files, byte for byte', async () => {
    const { response, files } = await exportOf(bride);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName('varmala')}"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(files).sort()).toEqual([
      'horoscope/horoscope-1.pdf',
      'horoscope/horoscope-2.jpg',
      'photos/photo-1.webp',
      'photos/photo-2.webp',
      'profile.json',
    ]);
    expect(Buffer.from(files['photos/photo-1.webp'] as Uint8Array)).toEqual(
      storedBytes(ctx.dataDir, bride.photos[0]?.url as string),
    );
    expect(Buffer.from(files['horoscope/horoscope-1.pdf'] as Uint8Array)).toEqual(
      storedBytes(ctx.dataDir, bride.attachments[0]?.url as string),
    );
    expect(keyOfUrl(bride.attachments[1]?.url as string)).toMatch(/\.jpg$/);
  });

  it("carries her account, every profile field (gated ones too) and every ledger, and nobody else's secrets", async () => {
    const { files } = await exportOf(bride);
    const text = new TextDecoder().decode(files['profile.json']);
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({
      user_id: bride.userId,
      mobile: bride.mobile,
      user_name: 'Exportbride Family',
    });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.profile).toMatchObject({
      mid: bride.mid,
      name: 'Exportbride',
      mobiles: bride.secrets.mobiles,
      email: bride.secrets.email,
      address: bride.secrets.address,
      birth_time: bride.secrets.birthTime,
      paused: false,
      photo_visibility: 'members',
      is_featured: true,
    });
    expect(data.email).toEqual({ address: bride.secrets.email, verified: false, verified_at: null });
    expect(data.photos).toHaveLength(2);
    expect(data.horoscope_files.map((f: { file: string }) => f.file)).toEqual([
      'horoscope/horoscope-1.pdf',
      'horoscope/horoscope-2.jpg',
    ]);
    expect(data.shortlist).toEqual([{ mid: groom.mid, note: null, added_at: expect.any(String) }]);
    expect(data.reports_made).toEqual([
      expect.objectContaining({
        mid: groom.mid,
        reason: 'other',
        details: 'Asked odd questions.',
        status: 'open',
      }),
    ]);
    expect(data.downloads_made).toEqual([
      { mid: groom.mid, name: 'Exportgroom', viewed_at: expect.any(String) },
    ]);
    expect(data.who_downloaded_mine).toEqual([
      { mid: groom.mid, name: 'Exportgroom', viewed_at: expect.any(String) },
    ]);
    expect(data.subscriptions).toHaveLength(1);
    expect(data.interests).toEqual([
      {
        direction: 'sent',
        mid: groom.mid,
        status: 'declined',
        template: 'families_meet',
        answer_template: 'going_ahead_elsewhere',
        sent_at: expect.any(String),
        answered_at: expect.any(String),
      },
    ]);
    expect(data.partner_preferences).toEqual({
      from_age: null,
      to_age: 35,
      community: [],
      state: [],
      education: [],
      marital_status: [],
      horoscope_match: true,
    });
    expect(data.unreachable_numbers_reported).toEqual([
      {
        mid: groom.mid,
        reason: 'wrong_number',
        status: 'open',
        created_at: expect.any(String),
        resolved_at: null,
      },
    ]);
    expect(data.blocks).toEqual([]);
    // Her biodata: what she chose to print, and her links by their dates, never the links themselves.
    const biodata = exportedBiodataSchema.parse(data.biodata);
    expect(biodata.settings).toEqual({
      show_birth_time: true,
      show_chart: true,
      contact: 'guardian',
      guardian_mobile: guardian,
      printed_lists_consent: false,
    });
    expect(biodata.share_links).toEqual([
      {
        id: links.working.id,
        kind: 'member',
        created_at: expect.any(String),
        expires_at: expect.any(String),
        state: 'working',
      },
      {
        id: links.expired.id,
        kind: 'member',
        created_at: expect.any(String),
        expires_at: expect.any(String),
        state: 'expired',
      },
    ]);
    const [working, expired] = biodata.share_links;
    expect(Date.parse(working?.expires_at ?? '') - Date.parse(working?.created_at ?? '')).toBe(
      SHARE_LINK_DAYS * 86_400_000,
    );
    expect(Date.parse(expired?.expires_at ?? '')).toBeLessThan(Date.now());
    const stored = await ctx.database.db
      .select({ hash: shareLinks.tokenHash })
      .from(shareLinks)
      .where(eq(shareLinks.profileId, bride.profileId));
    for (const link of [links.working, links.expired, groomLink]) {
      const token = link.url.slice(link.url.lastIndexOf('/') + 1);
      expect(text).not.toContain(token);
    }
    for (const { hash } of stored) expect(text).not.toContain(hash);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.operator_actions.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['cli:grant-subscription', 'admin:profile-featured']),
    );
    for (const secret of [
      groom.mobile,
      ...groom.secrets.mobiles,
      groom.secrets.email,
      groom.secrets.address,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("is the caller's own: another member's export says nothing of her, and a visitor gets 401", async () => {
    const { files } = await exportOf(groom);
    const text = new TextDecoder().decode(files['profile.json']);
    for (const secret of [
      bride.mobile,
      ...bride.secrets.mobiles,
      bride.secrets.email,
      bride.secrets.address,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect((await call(ctx, null, ...apiArgs('exportMyData'))).statusCode).toBe(401);
  });

  it('says a link is on hold while her profile is paused', async () => {
    await call(ctx, groom, ...apiArgs('updatePrivacy'), { paused: true });
    const { files } = await exportOf(groom);
    const data = JSON.parse(new TextDecoder().decode(files['profile.json']));
    expect(exportedBiodataSchema.parse(data.biodata)).toEqual({
      settings: {
        show_birth_time: false,
        show_chart: false,
        contact: 'operator',
        guardian_mobile: null,
        printed_lists_consent: false,
      },
      share_links: [
        {
          id: groomLink.id,
          kind: 'member',
          created_at: expect.any(String),
          expires_at: expect.any(String),
          state: 'on_hold',
        },
      ],
    });
    await call(ctx, groom, ...apiArgs('updatePrivacy'), { paused: false });
  });

  it('works for an account without a profile', async () => {
    const account = await makeMember(ctx, { steps: [] });
    const { files } = await exportOf(account);
    expect(Object.keys(files)).toEqual(['profile.json']);
    expect(JSON.parse(new TextDecoder().decode(files['profile.json']))).toMatchObject({
      account: { mobile: account.mobile },
      profile: null,
      photos: [],
      biodata: null,
    });
  });
});
