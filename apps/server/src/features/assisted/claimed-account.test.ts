import { apiRoute } from '@varmala/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { adminAuditLog, oneTimeTokens, users } from '../../db/schema.js';
import { hashPassword } from '../../lib/password-hash.js';
import { makeMember } from '../../test/members.js';
import { basicFor } from '../../test/profile-fixtures.js';
import { useTestSmtpServer } from '../../test/smtp-test-server.js';
import { bearer, type TestMember, uniqueIp, uniqueMobile, useTestApp } from '../../test/test-app.js';
import { confirm as confirmCode, smsMessages } from '../../test/verification-support.js';
import { startSession } from '../access/sessions.js';
import { createTokenService } from '../access/tokens.js';

const smtp = useTestSmtpServer();
const ctx = useTestApp({
  // The mailer is built with the app, so the SMTP address is read through a getter.
  get smtpUrl() {
    return smtp.url;
  },
});

const BORN = '1998-03-05';

let adminPromise: Promise<TestMember> | undefined;
const theAdmin = () => {
  adminPromise ??= makeMember(ctx, { steps: [], user_name: 'Site Admin' }).then(async (admin) => {
    await ctx.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin.userId));
    return admin;
  });
  return adminPromise;
};

interface Family {
  userId: number;
  mobile: string;
  email: string;
  link: { user_id: number; secret: string };
}

/** An account the operator opened, with its basic step saved (its number, an e-mail, a date of birth). */
async function registeredFamily(): Promise<Family> {
  const admin = await theAdmin();
  const mobile = uniqueMobile();
  const opened = await ctx.app.inject({
    ...apiRoute('createAssistedProfile'),
    remoteAddress: uniqueIp(),
    headers: bearer(admin.token),
    payload: { user_name: 'Sunita Patil', mobile_no: mobile },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const { user_id, claim_url } = opened.json();
  const email = `family.${mobile}@example.com`;
  const saved = await ctx.app.inject({
    ...apiRoute('saveBasic', { userId: user_id }),
    headers: bearer(admin.token),
    payload: basicFor({ email, date_of_birth: BORN, mobiles: [mobile] }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { userId: user_id, mobile, email, link: linkParts(claim_url) };
}

function linkParts(url: string) {
  const match = /\/claim\/(\d+)\/([A-Za-z0-9_-]+)$/.exec(url);
  if (!match) throw new Error(`not a claim link: ${url}`);
  return { user_id: Number(match[1]), secret: match[2] as string };
}

const claim = (payload: object) =>
  ctx.app.inject({ ...apiRoute('claimAccount'), remoteAddress: uniqueIp(), payload });

const login = (mobile: string, password: string) =>
  ctx.app.inject({
    ...apiRoute('login'),
    remoteAddress: uniqueIp(),
    payload: { mobile_no: mobile, password },
  });

async function mintLink(userId: number) {
  const admin = await theAdmin();
  return ctx.app.inject({
    ...apiRoute('renewClaimLink', { userId }),
    remoteAddress: uniqueIp(),
    headers: bearer(admin.token),
  });
}

/** The family asks "Forgot password" with mobile and birth date, and reads the e-mailed link. */
async function resetLinkFor(family: Family) {
  const asked = await ctx.app.inject({
    ...apiRoute('requestPasswordReset'),
    remoteAddress: uniqueIp(),
    payload: { mobile_no: family.mobile, date_of_birth: BORN, domain: 'varmala' },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const mails = () =>
    smtp.received.filter(
      (mail) => mail.to.includes(family.email) && mail.data.includes('Subject: Reset your'),
    );
  await vi.waitFor(() => expect(mails()).toHaveLength(1), { timeout: 10_000 });
  const text = (mails()[0]?.data ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/password\/reset\/(\d+)\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return { user_id: Number(match[1]), secret: match[2] as string };
}

const confirmReset = (link: { user_id: number; secret: string }, password: string) =>
  ctx.app.inject({
    ...apiRoute('confirmPasswordReset'),
    remoteAddress: uniqueIp(),
    payload: { ...link, password },
  });

/** The family's password, set by the family before a reset or a login claimed the account. */
async function familySetPasswordEarlier(family: Family, password: string) {
  await ctx.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, family.userId));
}

/**
 * A family that set its own password and logged in while the account still read as unclaimed, as
 * accounts did before a reset or a login claimed them: its password, and a session of its own.
 */
async function familyHoldingOldSession(family: Family, password: string): Promise<TestMember> {
  await familySetPasswordEarlier(family, password);
  const sessionId = await startSession(ctx.database.db, family.userId);
  const token = await createTokenService(ctx.config.jwtSecret).issueFor(
    ctx.database.db,
    family.userId,
    sessionId,
  );
  return { mobile: family.mobile, password, token, userId: family.userId };
}

const accountOf = async (userId: number) => {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no account ${userId}`);
  return row;
};

const auditOf = async (userId: number) =>
  (
    await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'user'), eq(adminAuditLog.targetId, String(userId))))
      .orderBy(adminAuditLog.id)
  ).map((row) => ({ action: row.action, by: row.adminUserId, after: row.after }));

const liveClaimLinks = async (userId: number) =>
  ctx.database.db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'account_claim'),
        isNull(oneTimeTokens.usedAt),
      ),
    );

/**
 * Once the family holds its account, a claim link answers 409, and the account is as it was: the
 * family's password still works and its session stays; the operator can mint no new link.
 */
async function expectLinksDead(family: Family, password: string, session?: TestMember) {
  const before = await accountOf(family.userId);
  const replay = await claim({ ...family.link, password: 'the operator took it' });
  expect(replay.statusCode, replay.body).toBe(409);
  expect(replay.json()).toMatchObject({
    Status: 'Error',
    code: 'CONFLICT',
    message_key: 'claimLinkAccountClaimed',
  });
  const minted = await mintLink(family.userId);
  expect(minted.statusCode, minted.body).toBe(409);
  expect(minted.json().message_key).toBe('alreadyClaimed');

  const after = await accountOf(family.userId);
  expect(after).toMatchObject({ passwordHash: before.passwordHash, tokenVersion: before.tokenVersion });
  expect(after.claimedAt).not.toBeNull();
  expect(await liveClaimLinks(family.userId)).toEqual([]);
  if (session) {
    const me = await ctx.app.inject({ ...apiRoute('me'), headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);
  }
  expect((await login(family.mobile, password)).statusCode).toBe(200);
  expect((await login(family.mobile, 'the operator took it')).statusCode).toBe(401);
}

describe('a claim link dies once the family holds its account', () => {
  it('after the family sets its password through "Forgot password"', async () => {
    const family = await registeredFamily();
    const reset = await confirmReset(await resetLinkFor(family), 'our own password');
    expect(reset.statusCode).toBe(200);
    await expectLinksDead(family, 'our own password');
    const admin = await theAdmin();
    expect(await auditOf(family.userId)).toEqual([
      expect.objectContaining({ action: 'admin:assisted-profile' }),
      {
        action: 'member:account-claimed',
        by: null,
        after: { claimed: true, proof: 'password-reset', claim_links_spent: 1 },
      },
      { action: 'admin:claim-link-refused', by: admin.userId, after: { reason: 'claimed' } },
    ]);
  });

  it("after the family confirms the account's number with the code sent to it, and not another number", async () => {
    const admin = await theAdmin();
    const family = await registeredFamily();
    const session = await familyHoldingOldSession(family, 'set some time ago');
    const confirmNumber = async (to: string) => {
      const sent = await ctx.app.inject({
        ...apiRoute('verifyMobile'),
        remoteAddress: uniqueIp(),
        headers: bearer(session.token),
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const text = smsMessages(ctx).findLast((sms) => sms.to === to && /code to confirm/.test(sms.text));
      const code = /\b(\d{6})\b/.exec(text?.text ?? '')?.[1] ?? '';
      const confirmed = await confirmCode(ctx, session, code);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    };
    const saveNumbers = async (mobiles: string[]) => {
      const saved = await ctx.app.inject({
        ...apiRoute('saveBasic', { userId: family.userId }),
        headers: bearer(admin.token),
        payload: basicFor({ email: family.email, date_of_birth: BORN, mobiles }),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };

    // A number the profile gives that is not the account's (the office may have typed its own).
    const another = uniqueMobile();
    await saveNumbers([another]);
    await confirmNumber(another);
    expect((await accountOf(family.userId)).claimedAt).toBeNull();
    expect(await liveClaimLinks(family.userId)).toHaveLength(1);

    await saveNumbers([family.mobile]);
    await confirmNumber(family.mobile);
    await expectLinksDead(family, 'set some time ago', session);
    expect((await auditOf(family.userId)).map((row) => row.after)).toContainEqual({
      claimed: true,
      proof: 'mobile-code',
      claim_links_spent: 1,
    });
  });

  it('after the family logs in with a password it set itself', async () => {
    const family = await registeredFamily();
    // A renewed link, so two were issued: both stop working.
    const renewed = await mintLink(family.userId);
    expect(renewed.statusCode).toBe(200);
    const latest = linkParts(renewed.json().claim_url);
    await familySetPasswordEarlier(family, 'set some time ago');
    const session = await login(family.mobile, 'set some time ago');
    expect(session.statusCode).toBe(200);

    await expectLinksDead({ ...family, link: latest }, 'set some time ago');
    // The link the renewed one replaced is of the account too: the same answer.
    expect((await claim({ ...family.link, password: 'the operator took it' })).statusCode).toBe(409);
    expect((await auditOf(family.userId)).map((row) => row.after)).toContainEqual({
      claimed: true,
      proof: 'login',
      claim_links_spent: 1,
    });
  });

  it('after the family changes the password it set, from its own session', async () => {
    const family = await registeredFamily();
    const session = await familyHoldingOldSession(family, 'set some time ago');
    const changed = await ctx.app.inject({
      ...apiRoute('changePassword'),
      headers: bearer(session.token),
      payload: { old_password: 'set some time ago', password: 'a newer password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectLinksDead(family, 'a newer password', { ...session, token: changed.json().token });
  });

  it('after the claim link itself: a replay answers 409 and keeps the password and the session', async () => {
    const family = await registeredFamily();
    const claimed = await claim({ ...family.link, password: 'our own password' });
    expect(claimed.statusCode).toBe(200);
    const session = {
      mobile: family.mobile,
      password: 'our own password',
      token: claimed.json().token,
      userId: family.userId,
    };
    await expectLinksDead(family, 'our own password', session);
    expect((await auditOf(family.userId)).filter((row) => row.action === 'member:account-claimed')).toEqual([
      {
        action: 'member:account-claimed',
        by: null,
        // The link that claimed it was spent by the claim itself.
        after: { claimed: true, proof: 'claim-link', claim_links_spent: 0 },
      },
    ]);
  });

  it('two tabs claiming with one link at once: one sets the password, the other is told it is done', async () => {
    const family = await registeredFamily();
    const answers = await Promise.all([
      claim({ ...family.link, password: 'first tab password' }),
      claim({ ...family.link, password: 'second tab password' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const won = answers[0]?.statusCode === 200 ? 'first tab password' : 'second tab password';
    const lost = won === 'first tab password' ? 'second tab password' : 'first tab password';
    expect((await login(family.mobile, won)).statusCode).toBe(200);
    expect((await login(family.mobile, lost)).statusCode).toBe(401);
    const claims = (await auditOf(family.userId)).filter((row) => row.action === 'member:account-claimed');
    expect(claims).toHaveLength(1);
  });

  it('a claim link and a password reset at once: the account is claimed once, nothing fails', async () => {
    const family = await registeredFamily();
    const resetLink = await resetLinkFor(family);
    const [byLink, byReset] = await Promise.all([
      claim({ ...family.link, password: 'set by the link' }),
      confirmReset(resetLink, 'set by the reset'),
    ]);
    expect([200, 409]).toContain(byLink.statusCode);
    expect(byReset.statusCode).toBe(200);
    const account = await accountOf(family.userId);
    expect(account.claimedAt).not.toBeNull();
    expect(await liveClaimLinks(family.userId)).toEqual([]);
    const claims = (await auditOf(family.userId)).filter((row) => row.action === 'member:account-claimed');
    expect(claims).toHaveLength(1);
    expect((await mintLink(family.userId)).statusCode).toBe(409);
  });

  it("a real link sent with another account's id claims nothing, and tells nothing of either", async () => {
    const [family, other] = [await registeredFamily(), await registeredFamily()];
    const otherClaimed = await claim({ ...other.link, password: 'the other family' });
    expect(otherClaimed.statusCode).toBe(200);
    // A live link on a claimed account's id, and a spent one on an unclaimed account's id: both 400.
    for (const wrong of [
      { user_id: other.userId, secret: family.link.secret },
      { user_id: family.userId, secret: other.link.secret },
    ]) {
      const answer = await claim({ ...wrong, password: 'somebody else' });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message_key).toBe('invalidClaimLink');
    }
    expect((await login(other.mobile, 'the other family')).statusCode).toBe(200);
    expect((await accountOf(family.userId)).claimedAt).toBeNull();
    // The family's own link still works, once.
    expect((await claim({ ...family.link, password: 'our own password' })).statusCode).toBe(200);
    expect((await claim({ ...family.link, password: 'a second password' })).statusCode).toBe(409);
  });

  it('the operator mints links only for an unclaimed account, and each mint and refusal is audited', async () => {
    const admin = await theAdmin();
    const family = await registeredFamily();
    expect((await mintLink(family.userId)).statusCode).toBe(200);
    const member = await makeMember(ctx, { steps: [] });
    expect((await mintLink(member.userId)).statusCode).toBe(409);
    expect((await mintLink(2_000_000_000)).statusCode).toBe(404);

    expect((await auditOf(family.userId)).map((row) => [row.action, row.by])).toEqual([
      ['admin:assisted-profile', admin.userId],
      ['admin:claim-link-renewed', admin.userId],
    ]);
    expect(await auditOf(member.userId)).toEqual([
      { action: 'admin:claim-link-refused', by: admin.userId, after: { reason: 'not-assisted' } },
    ]);
    expect(await auditOf(2_000_000_000)).toEqual([
      { action: 'admin:claim-link-refused', by: admin.userId, after: { reason: 'no-account' } },
    ]);
  });
});
