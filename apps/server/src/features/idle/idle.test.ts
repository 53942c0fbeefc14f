/**
 * Gone quiet, paused with warning: the daily run warned once and paused once however many
 * instances run it, with the clock moved by its day; the one-click link used, replayed, forged and
 * expired; the relist offer after login; the operator's filter and command.
 */
import { apiArgs, type MemberHome } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../cli/operator-commands.js';
import { oneTimeTokens, profiles } from '../../db/schema.js';
import { listProfiles } from '../../test/admin-support.js';
import { call } from '../../test/interests-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { idsOf, search } from '../../test/search-support.js';
import { readMail, useTestSmtpServer } from '../../test/smtp-test-server.js';
import { useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import { createMailer, type Mailer } from '../events/mail/mailer.js';
import { type IdleDeps, runIdlePause } from './run-idle-pause.js';

const smtp = useTestSmtpServer();
const ctx = useTestApp({
  ...NO_RATE_LIMITS,
  get smtpUrl() {
    return smtp.url;
  },
});

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const mailers: Mailer[] = [];
afterAll(() => {
  for (const mailer of mailers) mailer.close();
});

/** One instance of the daily job: its own mailer on the one database. */
function instance(): IdleDeps {
  const mailer = createMailer(ctx.config, () => {});
  mailers.push(mailer);
  return { db: ctx.database.db, config: ctx.config, mailer, log: { error: () => {} } };
}

/** A listed member nobody has used for `days` days. */
async function quietFor(days: number, options: Parameters<typeof makeMember>[1] = {}) {
  const member = await makeMember(ctx, { gender: 'Female', ...options });
  await ctx.database.db
    .update(profiles)
    .set({ lastActiveOn: dayFromNow(-days) })
    .where(eq(profiles.id, member.profileId));
  return member;
}

/** The idle warnings a member received (their address also had the e-mail check's mail). */
const mailsTo = (member: Member) =>
  smtp.received
    .filter((mail) => mail.to.includes(member.secrets.email))
    .map(readMail)
    .filter((mail) => mail.text.includes('/keep-listed?token='));

async function linkOf(member: Member): Promise<string> {
  await expect.poll(() => mailsTo(member).length).toBe(1);
  const token = /\/keep-listed\?token=([\w-]+)/.exec(mailsTo(member)[0]?.text ?? '')?.[1];
  if (!token) throw new Error('no link in the warning');
  return token;
}

async function privacyOf(member: Member) {
  return (await call(ctx, member, ...apiArgs('privacySettings'))).json();
}

const keep = (token: string) => ctx.app.inject({ ...apiArgsOf('keepListed'), payload: { token } });
const apiArgsOf = (name: 'keepListed') => {
  const [method, url] = apiArgs(name);
  return { method, url };
};

describe('the idle pause', () => {
  it('warns once 7 days before and pauses once, however many instances run it', async () => {
    const quiet = await quietFor(113, { language: 'mr' });
    const recent = await quietFor(20);
    const today = dayFromNow(0);

    const [a, b] = await Promise.all([runIdlePause(instance(), today), runIdlePause(instance(), today)]);
    expect([...a.warned, ...b.warned].filter((mid) => mid === quiet.mid)).toEqual([quiet.mid]);
    expect([...a.warned, ...b.warned]).not.toContain(recent.mid);
    expect([...a.paused, ...b.paused]).not.toContain(quiet.mid);
    await expect.poll(() => mailsTo(quiet).length).toBe(1);
    const [mail] = mailsTo(quiet);
    expect(mail?.subject).toContain(quiet.mid);
    expect(mail?.subject).toContain('थांबवले जाईल');
    expect(mail?.text).toContain('/keep-listed?token=');
    expect((await privacyOf(quiet)).paused).toBe(false);

    // Three days on: nothing new. Seven days after the warning: paused, by one instance only.
    const later = await runIdlePause(instance(), dayFromNow(3));
    expect(later.paused).not.toContain(quiet.mid);
    expect(later.warned).not.toContain(quiet.mid);
    const [c, d] = await Promise.all([
      runIdlePause(instance(), dayFromNow(7)),
      runIdlePause(instance(), dayFromNow(7)),
    ]);
    expect([...c.paused, ...d.paused].filter((mid) => mid === quiet.mid)).toEqual([quiet.mid]);
    expect(mailsTo(quiet)).toHaveLength(1);
    expect(await privacyOf(quiet)).toMatchObject({ paused: true, paused_for: 'idle' });
    const groom = await makeMember(ctx, { gender: 'Male' });
    expect(idsOf((await search(ctx, groom)).json())).not.toContain(quiet.profileId);

    // The operator finds it among the profiles paused for inactivity.
    const admin = await makeAdmin(ctx);
    const listed = await listProfiles(ctx, admin, { paused_for: 'idle' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().rows.map((r: { mid: string }) => r.mid)).toContain(quiet.mid);
    expect(listed.json().rows.every((r: { paused_for: string }) => r.paused_for === 'idle')).toBe(true);

    // Logging in, the family is offered to list it again, in one tap.
    const home = (await call(ctx, quiet, ...apiArgs('memberHome'))).json<MemberHome>();
    expect(home.paused_for).toBe('idle');
    const relisted = await call(ctx, quiet, ...apiArgs('relistProfile'));
    expect(relisted.statusCode, relisted.body).toBe(200);
    expect(relisted.json()).toEqual({ Status: 'Success', paused: false });
    expect(idsOf((await search(ctx, groom)).json())).toContain(quiet.profileId);
    expect((await call(ctx, quiet, ...apiArgs('relistProfile'))).statusCode).toBe(409);
  });

  it("keeps the profile listed by the mail's link: once, not forged, not expired", async () => {
    const quiet = await quietFor(115);
    await runIdlePause(instance(), dayFromNow(0));
    const token = await linkOf(quiet);

    const forged = await keep(`${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message_key).toBe('keepListedLinkInvalid');
    expect((await keep('')).statusCode).toBe(400);

    const kept = await keep(token);
    expect(kept.statusCode, kept.body).toBe(200);
    const [row] = await ctx.database.db
      .select({ lastActiveOn: profiles.lastActiveOn, warned: profiles.idleWarnedAt })
      .from(profiles)
      .where(eq(profiles.id, quiet.profileId));
    expect(row?.warned).toBeNull();
    expect((row?.lastActiveOn ?? '') >= dayFromNow(-1)).toBe(true);
    const replayed = await keep(token);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().message_key).toBe('keepListedLinkUsed');
    // Used, so the run a week later pauses nothing.
    expect((await runIdlePause(instance(), dayFromNow(7))).paused).not.toContain(quiet.mid);

    const late = await quietFor(115);
    await runIdlePause(instance(), dayFromNow(0));
    const lateToken = await linkOf(late);
    await ctx.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.purpose, 'keep_listed'));
    const expired = await keep(lateToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message_key).toBe('keepListedLinkExpired');
  });

  it('runs by hand as of a day, printing who was warned and who paused', async () => {
    const quiet = await quietFor(60);
    const services = {
      config: ctx.config,
      mailer: createMailer(ctx.config, () => {}),
      log: { error: () => {} },
    };
    const warnDay = dayFromNow(60);
    const first = await runOperatorCommand(ctx.database.db, ['idle-pause', '--as-of', warnDay], services);
    expect(first.ok).toBe(true);
    expect(first.message).toContain(`Idle pause as of ${warnDay}:`);
    expect(first.message).toMatch(new RegExp(`warned \\d+: .*${quiet.mid}`));
    const again = await runOperatorCommand(ctx.database.db, ['idle-pause', '--as-of', warnDay], services);
    expect(again.message).not.toContain(quiet.mid);
    const pauseDay = dayFromNow(67);
    const paused = await runOperatorCommand(ctx.database.db, ['idle-pause', '--as-of', pauseDay], services);
    expect(paused.message).toMatch(new RegExp(`paused \\d+: .*${quiet.mid}`));
    expect((await privacyOf(quiet)).paused_for).toBe('idle');

    const bad = await runOperatorCommand(ctx.database.db, ['idle-pause', '--as-of', 'soon'], services);
    expect(bad).toEqual({ ok: false, message: '--as-of: give a day as YYYY-MM-DD' });
  });
});
