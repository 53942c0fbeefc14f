import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiArgs, STATUS_APPROVED } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { adminAuditLog, profiles } from '../../db/schema.js';
import { setStatus as setStatusAsOperator } from '../../test/admin-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { block, call } from '../../test/privacy-support.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { setStatus } from '../../test/search-support.js';
import {
  decodeClaims,
  type TestContext,
  type TestMember,
  testConfig,
  uniqueMobile,
  useTestApp,
} from '../../test/test-app.js';
import { grantSubscription, NO_RATE_LIMITS } from '../../test/trust/trust-support.js';

const ctx = useTestApp(NO_RATE_LIMITS);

const REJECTED = 500;
const DUPLICATE = 501;
const STARTS_REJECTED =
  'An account with this mobile number was refused by the operator before, so this account starts as Rejected: you cannot search or view profiles. Please contact the operator to have it reviewed.';

let admin: TestMember;
let bride: Member;

beforeAll(async () => {
  admin = await makeAdmin(ctx);
  bride = await makeMember(ctx, { gender: 'Female' });
});

async function signUpWith(app: Pick<TestContext, 'app'>, mobile: string) {
  const response = await call(app, null, ...apiArgs('signup'), {
    user_name: 'Coming Back',
    mobile_no: mobile,
    password: 'correct horse battery',
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ token: string; profile_status?: number; Message?: string }>();
  const member: TestMember = {
    mobile,
    password: 'correct horse battery',
    token: body.token,
    userId: decodeClaims(body.token).user_id as number,
  };
  return { body, member };
}

async function erase(member: TestMember) {
  const response = await call(ctx, member, ...apiArgs('eraseAccount'), { password: member.password });
  expect(response.statusCode, response.body).toBe(200);
}

async function saveBasic(member: TestMember, mobiles: string[], app: Pick<TestContext, 'app'> = ctx) {
  const response = await call(
    app,
    member,
    ...apiArgs('saveBasic', { userId: member.userId }),
    basicFor({ gender: 'Male', mobiles }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ profile_id: number }>().profile_id;
}

async function statusOf(profileId: number) {
  const [row] = await ctx.database.db
    .select({ status: profiles.status })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row?.status;
}

const me = async (member: TestMember) => (await call(ctx, member, ...apiArgs('me'))).json();
const search = (member: TestMember) => call(ctx, member, ...apiArgs('searchProfiles', { page: 1 }), {});
const view = (member: TestMember, target: Member) =>
  call(ctx, member, ...apiArgs('viewProfile', { profileId: target.profileId }));

async function storedRows(): Promise<Record<string, unknown>[]> {
  return (await ctx.database.db.execute<Record<string, unknown>>(sql`select * from refused_mobiles`)).rows;
}

/** The keyed hash of decision 019: HMAC-SHA256 of the ten digits, its key derived from the secret. */
function keyedHash(secret: string, mobile: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'varmala refused mobile numbers v1', 32));
  return createHmac('sha256', key).update(mobile).digest('hex');
}

/** A groom the bride blocked, whom the operator then refused with `status`, and who erased the account. */
async function refusedAndErased(status: number) {
  const groom = await makeMember(ctx, { gender: 'Male' });
  expect((await block(ctx, bride, groom)).statusCode).toBe(200);
  await setStatus(ctx, groom.profileId, status);
  await erase(groom);
  return groom;
}

describe('a member the operator refused, who erased the account', () => {
  for (const [label, status] of [
    ['Rejected', REJECTED],
    ['Duplicate', DUPLICATE],
  ] as const) {
    it(`${label}: signing up again with the same mobile starts Rejected, and cannot view the bride who blocked him`, async () => {
      const groom = await refusedAndErased(status);

      const { body, member } = await signUpWith(ctx, groom.mobile);
      expect(body).toEqual({ token: expect.any(String), profile_status: REJECTED, Message: STARTS_REJECTED });
      expect((await me(member)).profile).toMatchObject({ status: REJECTED });
      const searched = await search(member);
      expect(searched.statusCode).toBe(403);
      expect(searched.json()).toMatchObject({ code: 'PROFILE_INACTIVE' });

      // The basic step saves (the operator reviews it), and the profile it makes is Rejected.
      const profileId = await saveBasic(member, [uniqueMobile()]);
      expect(await statusOf(profileId)).toBe(REJECTED);
      expect((await me(member)).profile).toMatchObject({ status: REJECTED });
      const looked = await view(member, bride);
      expect(looked.statusCode).toBe(403);
      expect(looked.json()).toMatchObject({ code: 'PROFILE_INACTIVE' });
    });
  }

  it('a new account whose basic step names a refused number, main or alternate, becomes Rejected', async () => {
    const groom = await refusedAndErased(REJECTED);
    const [main, alternate] = groom.secrets.mobiles as [string, string];
    for (const mobiles of [[main], [uniqueMobile(), alternate]]) {
      const { body, member } = await signUpWith(ctx, uniqueMobile());
      expect(body).toEqual({ token: expect.any(String) });
      const profileId = await saveBasic(member, mobiles);
      expect(await statusOf(profileId)).toBe(REJECTED);
      await vi.waitFor(async () => expect((await view(member, bride)).statusCode).toBe(403), {
        timeout: 5_000,
      });
    }
  });

  it('an Approved member who adds a refused number becomes Rejected, and the operator sees why', async () => {
    const groom = await refusedAndErased(DUPLICATE);
    const member = await makeMember(ctx, { gender: 'Male' });
    expect((await view(member, bride)).statusCode).toBe(200);
    await saveBasic(member, [member.secrets.mobiles[0] as string, groom.secrets.mobiles[1] as string]);
    expect(await statusOf(member.profileId)).toBe(REJECTED);
    expect((await view(member, bride)).statusCode).toBe(403);
    const audit = await ctx.database.db
      .select({ action: adminAuditLog.action, before: adminAuditLog.before, after: adminAuditLog.after })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(member.profileId)));
    expect(audit).toContainEqual({
      action: 'member:refused-number',
      before: { status: STATUS_APPROVED },
      after: { status: REJECTED },
    });
  });

  it('once the operator approves the new profile, saving the same numbers again keeps it Approved', async () => {
    const groom = await refusedAndErased(REJECTED);
    const { member } = await signUpWith(ctx, groom.mobile);
    const profileId = await saveBasic(member, groom.secrets.mobiles);
    expect(await statusOf(profileId)).toBe(REJECTED);
    expect((await setStatusAsOperator(ctx, admin, profileId, STATUS_APPROVED)).statusCode).toBe(200);
    await saveBasic(member, groom.secrets.mobiles);
    expect(await statusOf(profileId)).toBe(STATUS_APPROVED);
  });

  it('keeps of the account nothing but the keyed hash of each of its numbers', async () => {
    const before = new Set((await storedRows()).map((row) => row.mobile_hash));
    const groom = await refusedAndErased(REJECTED);
    const numbers = [groom.mobile, ...groom.secrets.mobiles];
    const added = (await storedRows()).filter((row) => !before.has(row.mobile_hash));

    const columns = await ctx.database.db.execute<{ column_name: string }>(sql`
      select column_name from information_schema.columns where table_name = 'refused_mobiles'`);
    expect(columns.rows.map((row) => row.column_name)).toEqual(['mobile_hash']);
    expect(added.map((row) => row.mobile_hash).sort()).toEqual(
      numbers.map((mobile) => keyedHash(ctx.config.mobileHashSecret, mobile)).sort(),
    );
    // Neither the digits nor an unkeyed hash of them, which anyone could compute for every number.
    const stored = JSON.stringify(added);
    for (const mobile of numbers) {
      expect(stored).not.toContain(mobile);
      expect(stored).not.toContain(createHash('sha256').update(mobile).digest('hex'));
    }
  });

  it('a subscription does not let a member who starts Rejected look', async () => {
    const groom = await refusedAndErased(DUPLICATE);
    const { member } = await signUpWith(ctx, groom.mobile);
    await grantSubscription(ctx, member);
    const download = await call(ctx, member, ...apiArgs('downloadProfile', { profileId: bride.profileId }));
    expect(download.statusCode).toBe(403);
    expect(download.json()).toMatchObject({ code: 'PROFILE_INACTIVE' });
  });

  it("a refused member's export holds no hash", async () => {
    const groom = await refusedAndErased(REJECTED);
    const { member } = await signUpWith(ctx, groom.mobile);
    await saveBasic(member, groom.secrets.mobiles);
    const response = await call(ctx, member, ...apiArgs('exportMyData'));
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    for (const row of await storedRows()) expect(text).not.toContain(String(row.mobile_hash));
  });
});

describe('members who leave in good standing', () => {
  for (const status of [0, 10, STATUS_APPROVED, 300, 301]) {
    it(`status ${status}: come back with the same numbers as anyone new`, async () => {
      const rowsBefore = (await storedRows()).length;
      const groom = await makeMember(ctx, { gender: 'Male', status });
      await erase(groom);
      expect(await storedRows()).toHaveLength(rowsBefore);

      const { body, member } = await signUpWith(ctx, groom.mobile);
      expect(body).toEqual({ token: expect.any(String) });
      expect((await me(member)).profile).toBeNull();
      const profileId = await saveBasic(member, groom.secrets.mobiles);
      expect(await statusOf(profileId)).toBe(0);
      await vi.waitFor(async () => expect((await search(member)).statusCode).toBe(200), { timeout: 5_000 });
    });
  }
});

describe('the key', () => {
  it('is the same on every instance given the same secret, whatever JWT_SECRET each signs with', async () => {
    const groom = await refusedAndErased(REJECTED);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-test-'));
    const config = testConfig(dataDir, {
      ...NO_RATE_LIMITS,
      jwtSecret: randomBytes(32).toString('hex'),
      mobileHashSecret: ctx.config.mobileHashSecret,
    });
    const other = { app: await buildApp({ config, database: ctx.database }) };
    try {
      const { body, member } = await signUpWith(other, groom.mobile);
      expect(body.profile_status).toBe(REJECTED);
      expect(await statusOf(await saveBasic(member, [uniqueMobile()], other))).toBe(REJECTED);
    } finally {
      await other.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
