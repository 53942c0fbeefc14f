import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, subscriptions, users } from '../../db/schema.js';
import {
  bearer,
  decodeClaims,
  signupMember,
  uniqueIp,
  uniqueMobile,
  useTestApp,
} from '../../test/test-app.js';
import { runOperatorCommand } from './commands.js';

const ctx = useTestApp();

describe('npm run admin -- create', () => {
  it('creates an admin who can log in, and records it in the audit log', async () => {
    const mobile = uniqueMobile();
    const result = await runOperatorCommand(ctx.database.db, [
      'create',
      '--mobile',
      mobile,
      '--password',
      'operator password',
      '--name',
      'Site Operator',
      '--domain',
      'tamilmala',
    ]);
    expect(result).toMatchObject({ ok: true });
    expect(result.message).toContain(`Created admin account ${mobile}`);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: uniqueIp(),
      payload: { mobile_no: mobile, password: 'operator password' },
    });
    expect(login.statusCode).toBe(200);
    expect(decodeClaims(login.json().token)).toMatchObject({
      role: 'ADMIN',
      user_name: 'Site Operator',
      domain: 'tamilmala',
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.mobile, mobile));
    const audit = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(user?.id)));
    expect(audit.map((a) => a.action)).toEqual(['cli:create-admin']);

    const again = await runOperatorCommand(ctx.database.db, [
      'create',
      '--mobile',
      mobile,
      '--password',
      'x1234567',
    ]);
    expect(again).toEqual({ ok: true, message: `${mobile} is already an admin.` });
  });

  it('promotes an existing member without changing the password', async () => {
    const member = await signupMember(ctx.app);
    const result = await runOperatorCommand(ctx.database.db, [
      'create',
      '--mobile',
      member.mobile,
      '--password',
      'ignored password',
    ]);
    expect(result.ok).toBe(true);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(member.token) });
    expect(me.json().role).toBe('ADMIN');
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
    const member = await signupMember(ctx.app);
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
      method: 'GET',
      url: '/api/refresh-token',
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
