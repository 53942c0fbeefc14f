import { apiRoute } from '@varmala/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, sessions, subscriptions, users } from '../db/schema.js';
import { makeMember } from '../test/members.js';
import { bearer, decodeClaims, uniqueIp, uniqueMobile, useTestApp } from '../test/test-app.js';
import { runOperatorCommand } from './operator-commands.js';

const ctx = useTestApp();

async function login(mobile: string, password: string) {
  return ctx.app.inject({
    ...apiRoute('login'),
    remoteAddress: uniqueIp(),
    payload: { mobile_no: mobile, password },
  });
}

const me = (token: string) => ctx.app.inject({ ...apiRoute('me'), headers: bearer(token) });

async function auditOf(userId: number | undefined) {
  return ctx.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, String(userId)));
}

const liveSessionsOf = (userId: number) =>
  ctx.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

const sessionsEnded = (n: number) => `${n} session${n === 1 ? '' : 's'} ended`;

const create = (mobile: string, ...more: string[]) =>
  runOperatorCommand(ctx.database.db, [
    'create',
    '--mobile',
    mobile,
    '--password',
    'operator password',
    ...more,
  ]);

describe('npm run admin -- create', () => {
  it('creates an admin who can log in, and records it in the audit log as done by the CLI', async () => {
    const mobile = uniqueMobile();
    const result = await create(mobile, '--name', 'Site Operator', '--domain', 'tamilmala');
    expect(result).toMatchObject({ ok: true });
    expect(result.message).toContain(`Created admin account ${mobile}`);

    const loggedIn = await login(mobile, 'operator password');
    expect(loggedIn.statusCode).toBe(200);
    expect(decodeClaims(loggedIn.json().token)).toMatchObject({
      role: 'ADMIN',
      user_name: 'Site Operator',
      domain: 'tamilmala',
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(await auditOf(user?.id)).toMatchObject([
      { action: 'cli:admin-create', adminUserId: null, targetType: 'user' },
    ]);
  });

  it('refuses a mobile that already has an account without --promote-existing, changing nothing', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const result = await create(member.mobile);
    expect(result).toEqual({
      ok: false,
      message:
        `${member.mobile} already has a member account; to make it an admin with this password and ` +
        'end its sessions, add --promote-existing.',
    });
    // Still a member, with the password and the session they had.
    expect((await me(member.token)).json().role).toBe('USER');
    expect((await login(member.mobile, member.password)).statusCode).toBe(200);
    expect((await login(member.mobile, 'operator password')).statusCode).toBe(401);
    expect(await auditOf(member.userId)).toEqual([]);

    const admin = uniqueMobile();
    await create(admin);
    expect(await create(admin, '--name', 'Someone Else')).toEqual({
      ok: false,
      message:
        `${admin} already has an admin account; to make it an admin with this password and end its ` +
        'sessions, add --promote-existing.',
    });
  });

  it('with --promote-existing makes the account an admin with the password given and ends every session', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const secondDevice = (await login(member.mobile, member.password)).json<{ token: string }>().token;
    // A session row of a third device, whatever rows the logins above made.
    const thirdDevice = `third-device-${member.userId}`;
    await ctx.database.db
      .insert(sessions)
      .values({ id: thirdDevice, userId: member.userId, expiresAt: new Date(Date.now() + 86_400_000) });
    const liveBefore = (await liveSessionsOf(member.userId)).length;

    const result = await create(member.mobile, '--promote-existing');
    expect(result).toEqual({
      ok: true,
      message: `Promoted ${member.mobile} to admin with the password given; ${sessionsEnded(liveBefore)}.`,
    });

    // Tokens handed out before are dead everywhere, refresh included: none of them becomes an admin's.
    for (const token of [member.token, secondDevice]) {
      expect((await me(token)).statusCode).toBe(401);
      const refreshed = await ctx.app.inject({
        ...apiRoute('refreshToken'),
        headers: bearer(token),
      });
      expect(refreshed.statusCode).toBe(401);
    }
    expect(await liveSessionsOf(member.userId)).toEqual([]);
    const [third] = await ctx.database.db.select().from(sessions).where(eq(sessions.id, thirdDevice));
    expect(third?.revokedAt).toBeInstanceOf(Date);

    expect((await login(member.mobile, member.password)).statusCode).toBe(401);
    const asAdmin = await login(member.mobile, 'operator password');
    expect(asAdmin.statusCode).toBe(200);
    expect((await me(asAdmin.json().token)).json().role).toBe('ADMIN');
    expect(await auditOf(member.userId)).toMatchObject([
      {
        action: 'cli:admin-promote',
        adminUserId: null,
        before: { role: 'USER' },
        after: { role: 'ADMIN', password: 'replaced', sessions_ended: liveBefore },
      },
    ]);

    // Run again (say, the operator forgot the password): the password is replaced again.
    const liveAgain = (await liveSessionsOf(member.userId)).length;
    const again = await runOperatorCommand(ctx.database.db, [
      'create',
      '--mobile',
      member.mobile,
      '--password',
      'another password',
      '--promote-existing',
    ]);
    expect(again).toEqual({
      ok: true,
      message: `${member.mobile} was already an admin; its password is now the one given; ${sessionsEnded(liveAgain)}.`,
    });
    // That token was read (and kept by the auth cache): it ends once the database's notice of the
    // change arrives, which on PostgreSQL is a moment after the CLI's commit.
    await expect.poll(async () => (await me(asAdmin.json().token)).statusCode, { timeout: 5000 }).toBe(401);
    expect((await login(member.mobile, 'operator password')).statusCode).toBe(401);
    expect((await login(member.mobile, 'another password')).statusCode).toBe(200);
  });

  it('creates one account when the same create runs twice at once', async () => {
    const mobile = uniqueMobile();
    const results = await Promise.all([create(mobile), create(mobile)]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.ok)?.message).toContain(`${mobile} already has an admin account`);
    const rows = await ctx.database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(rows).toHaveLength(1);
    expect(await auditOf(rows[0]?.id)).toHaveLength(1);
  });

  it.each([
    [['create', '--mobile', '123', '--password', 'long enough'], '--mobile: Invalid mobile number'],
    [['create', '--mobile', '9876543210'], '--password: Required'],
    [['create', '--mobile', '9876543210', '--password', 'x', '--colour', 'red'], "Unknown option '--colour'"],
    [['destroy-everything'], "Unknown command 'destroy-everything'"],
  ])('refuses %j with a reason', async (args, reason) => {
    const result = await runOperatorCommand(ctx.database.db, args);
    expect(result.ok).toBe(false);
    expect(result.message).toContain(reason);
  });
});

describe('npm run admin -- grant-subscription', () => {
  it('grants downloads for a number of days; the next token carries the subscription', async () => {
    const member = await makeMember(ctx, { steps: [] });
    const result = await runOperatorCommand(ctx.database.db, [
      'grant-subscription',
      '--mobile',
      member.mobile,
      '--downloads',
      '50',
      '--days',
      '90',
    ]);
    expect(result.ok).toBe(true);
    const [subscription] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.userId));
    expect(subscription).toMatchObject({ totalDownload: 50, currentDownload: 0 });
    const days =
      ((subscription?.endDate.getTime() ?? 0) - (subscription?.startDate.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(90);

    const refreshed = await ctx.app.inject({
      ...apiRoute('refreshToken'),
      headers: bearer(member.token),
    });
    expect(decodeClaims(refreshed.json().token).subscription_id).toBe(subscription?.id);
  });

  it('refuses an unknown mobile and bad numbers', async () => {
    const unknown = await runOperatorCommand(ctx.database.db, [
      'grant-subscription',
      '--mobile',
      '9000000000',
      '--downloads',
      '5',
      '--days',
      '5',
    ]);
    expect(unknown).toEqual({ ok: false, message: 'No account has the mobile number 9000000000.' });
    const bad = await runOperatorCommand(ctx.database.db, [
      'grant-subscription',
      '--mobile',
      '9000000000',
      '--downloads',
      '0',
      '--days',
      'soon',
    ]);
    expect(bad.ok).toBe(false);
    expect(bad.message).toBe(
      '--downloads: must be a whole number from 1 to 100000; --days: must be a whole number from 1 to 3650',
    );
  });
});
