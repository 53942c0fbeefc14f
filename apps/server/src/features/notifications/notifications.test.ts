/**
 * Notices from their events to the table, the API, the mail (through a real SMTP exchange) and the
 * push (a local HTTP server standing in for the push service); one-click unsubscribe; digests sent
 * once per period; a sender that dies mid-send; quiet hours.
 */

import { createECDH, randomBytes } from 'node:crypto';
import { apiArgs, STATUS_APPROVED, STATUS_UNVERIFIED } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, pushSubscriptions } from '../../db/schema.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { useTestPushService } from '../../test/push-test-service.js';
import { readMail, useTestSmtpServer } from '../../test/smtp-test-server.js';
import { bearer, type TestMember, useTestApp } from '../../test/test-app.js';
import { grantSubscription, NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import { setStatus } from '../admin/test-support.js';
import { HoroscopeCaches } from '../horoscope/horoscope-caches.js';
import { answer, call, makePair, sent } from '../interests/test-support.js';
import { createMailer } from '../mail/mailer.js';
import { claimDelivery, deliverOnce } from './deliveries.js';
import { QUICK_NOTICE_SETTINGS } from './notice-settings.test-support.js';
import { pushMayGoAt } from './quiet-hours.js';
import { type NoticeSenders, startNoticeSenders } from './senders.js';
import { loadOrCreateVapidKeys } from './vapid.js';

const smtp = useTestSmtpServer();
const ctx = useTestApp({
  ...NO_RATE_LIMITS,
  get smtpUrl() {
    return smtp.url;
  },
});

const pushService = useTestPushService();

let senders: NoticeSenders;
beforeAll(async () => {
  const config = {
    ...ctx.config,
    notices: QUICK_NOTICE_SETTINGS,
  };
  const mailer = createMailer(config, () => {});
  senders = await startNoticeSenders(
    {
      config,
      database: ctx.database,
      db: ctx.database.db,
      mailer,
      log: ctx.app.log,
      horoscopes: new HoroscopeCaches(),
    },
    loadOrCreateVapidKeys(config),
    {
      // Noon in India: pushes go at once (quiet hours have their own test).
      now: () => new Date(`${new Date().toISOString().slice(0, 10)}T06:30:00Z`),
      pushAgent: pushService.agent,
    },
  );
});
afterAll(() => senders?.stop());

const noticesOf = async (who: { userId: number }) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, who.userId))
    .orderBy(notifications.id);
const settings = (who: TestMember, email: string, push = false) =>
  call(ctx, who, ...apiArgs('saveNotificationSettings'), { email, push });
/** The notice mails an address received (its verification mail is not one). */
const mailsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address) && /^List-Unsubscribe:/im.test(mail.data));
const headerOf = (data: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(
    data.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '',
  )?.[1];

describe('each event writes its notice', () => {
  it('an interest sent, accepted and declined, a decision, a subscription', async () => {
    const { groom, bride } = await makePair(ctx);
    const interestId = await sent(ctx, groom, bride);
    expect((await noticesOf(bride)).map((n) => [n.kind, n.data])).toEqual([
      ['interest_received', { interest_id: interestId, mid: groom.mid, profile_id: groom.profileId }],
    ]);
    expect((await answer(ctx, bride, interestId, 'accept')).statusCode).toBe(200);
    expect((await noticesOf(groom)).map((n) => [n.kind, n.data.mid])).toEqual([
      ['interest_accepted', bride.mid],
    ]);

    const other = await makeMember(ctx, { gender: 'Female', photos: 1 });
    const declined = await sent(ctx, groom, other);
    expect((await answer(ctx, other, declined, 'decline')).statusCode).toBe(200);
    expect((await noticesOf(groom)).map((n) => n.kind)).toEqual(['interest_accepted', 'interest_declined']);

    const admin = await makeAdmin(ctx);
    const fresh = await makeMember(ctx, { status: STATUS_UNVERIFIED });
    expect((await setStatus(ctx, admin, fresh.profileId, STATUS_APPROVED)).statusCode).toBe(200);
    // The same approval again (a second tab) tells nothing new.
    expect((await setStatus(ctx, admin, fresh.profileId, STATUS_APPROVED)).statusCode).toBe(200);
    await grantSubscription(ctx, fresh);
    expect((await noticesOf(fresh)).map((n) => n.kind)).toEqual(['profile_approved', 'subscription_granted']);
  });

  it('a withdrawal, or an event that fails, writes nothing', async () => {
    const { groom, bride } = await makePair(ctx);
    const interestId = await sent(ctx, groom, bride);
    expect((await answer(ctx, groom, interestId, 'withdraw')).statusCode).toBe(200);
    expect((await answer(ctx, bride, interestId, 'accept')).statusCode).toBe(409);
    expect((await noticesOf(groom)).map((n) => n.kind)).toEqual([]);
  });
});

describe('the list and the unread count', () => {
  it('shows my own notices only, and marks them read by id or all at once', async () => {
    const { groom, bride } = await makePair(ctx);
    const other = await makeMember(ctx, { gender: 'Male', photos: 1 });
    await sent(ctx, groom, bride);
    await sent(ctx, other, bride);
    const list = await call(ctx, bride, ...apiArgs('notificationList', { page: 1 }));
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.unread).toBe(2);
    expect(body.rows.map((r: { data: { mid: string } }) => r.data.mid)).toEqual([other.mid, groom.mid]);
    expect(body.rows[0]).toEqual({
      id: expect.any(Number),
      kind: 'interest_received',
      created_at: expect.any(String),
      read_at: null,
      data: expect.any(Object),
    });
    // Another member's ids are passed over.
    const theirs = await call(ctx, groom, ...apiArgs('markNotificationsRead'), { ids: [body.rows[0].id] });
    expect(theirs.json()).toEqual({ Status: 'Success', unread: 0 });
    const one = await call(ctx, bride, ...apiArgs('markNotificationsRead'), { ids: [body.rows[0].id] });
    expect(one.json()).toEqual({ Status: 'Success', unread: 1 });
    const all = await call(ctx, bride, ...apiArgs('markNotificationsRead'), { all: true });
    expect(all.json()).toEqual({ Status: 'Success', unread: 0 });
    for (const bad of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { ids: Array(101).fill(1) }]) {
      expect((await call(ctx, bride, ...apiArgs('markNotificationsRead'), bad)).statusCode).toBe(400);
    }
    expect((await ctx.app.inject({ ...{ method: 'GET', url: '/api/me/notifications/1' } })).statusCode).toBe(
      401,
    );
  });
});

describe('mail', () => {
  it('defaults to off without a verified address, and keeps the member’s choice', async () => {
    const member = await makeMember(ctx, {});
    const read = await call(ctx, member, ...apiArgs('readNotificationSettings'));
    expect(read.json()).toEqual({ email: 'off', push: false, email_verified: false });
    await ctx.database.db.execute(
      sql`update profiles set email_verified_at = now() where id = ${member.profileId}`,
    );
    expect((await call(ctx, member, ...apiArgs('readNotificationSettings'))).json().email).toBe('daily');
    const saved = await settings(member, 'weekly');
    expect(saved.json()).toEqual({ email: 'weekly', push: false, email_verified: true });
    expect((await settings(member, 'hourly')).statusCode).toBe(400);
  });

  it('sends an interest at once to a member who chose instant, in their language, with the unsubscribe headers', async () => {
    const { groom, bride } = await makePair(ctx, { language: 'mr' });
    await settings(bride, 'instant');
    await sent(ctx, groom, bride);
    await vi.waitFor(() => expect(mailsTo(bride.secrets.email)).toHaveLength(1), { timeout: 10_000 });
    const [mail] = mailsTo(bride.secrets.email);
    const { subject, text } = readMail(mail as never);
    expect(subject).toContain('स्वारस्य पाठवले');
    expect(text).toContain(groom.mid);
    expect(text).toContain('जाहिराती कधीच पाठवत नाही');
    expect(headerOf(mail?.data ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /<(http[^>]+)>/.exec(headerOf(mail?.data ?? '', 'List-Unsubscribe') ?? '')?.[1];
    expect(link).toMatch(/^http:\/\/varmala\.test\/api\/notifications\/unsubscribe\?token=\d+\.[\w-]+$/);

    // RFC 8058: the mail client posts the form, without any login.
    const url = new URL(link as string);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}?token=${bride.userId}.${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await call(ctx, bride, ...apiArgs('readNotificationSettings'))).json().email).toBe('off');

    // Off: the next interest is in the list and in no mail.
    const other = await makeMember(ctx, { gender: 'Male', photos: 1 });
    await sent(ctx, other, bride);
    await senders.dispatch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(bride.secrets.email)).toHaveLength(1);
    expect((await noticesOf(bride)).map((n) => n.kind)).toEqual(['interest_received', 'interest_received']);
  });

  it('gathers the rest in one digest a day, and nothing when there is nothing', async () => {
    const { groom, bride } = await makePair(ctx, { language: 'ta' });
    await settings(groom, 'daily');
    const interestId = await sent(ctx, groom, bride);
    await answer(ctx, bride, interestId, 'accept');
    await grantSubscription(ctx, groom);
    await senders.dispatch();
    expect(mailsTo(groom.secrets.email)).toHaveLength(0);
    await senders.runDigest('daily');
    await vi.waitFor(() => expect(mailsTo(groom.secrets.email)).toHaveLength(1), { timeout: 10_000 });
    const { subject, text } = readMail(mailsTo(groom.secrets.email)[0] as never);
    expect(subject).toContain('வரமாலா');
    expect(text).toContain(bride.mid);
    expect(text).toContain('சந்தா');
    // The same day's run again, and the next with nothing new: no second mail.
    await senders.runDigest('daily');
    await senders.runDigest('daily', new Date(Date.now() + 24 * 60 * 60 * 1000));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailsTo(groom.secrets.email)).toHaveLength(1);
  });
});

describe('new matches in the digest', () => {
  it('counts the profiles that fit every saved preference, as the home lists them', async () => {
    const thisYear = new Date().getFullYear();
    // Values no other member of this file has, so only the brides made here can fit.
    const fitting = {
      basic: { community: 'Kshatriya', state: 'Kerala', date_of_birth: `${thisYear - 32}-03-14` },
      personal: { marital_status: 'Divorced' },
      work: { education: 'Doctorate' },
    };
    const groom = await makeMember(ctx, { gender: 'Male', photos: 1 });
    await ctx.database.db.execute(
      sql`update profiles set email_verified_at = now() where id = ${groom.profileId}`,
    );
    await settings(groom, 'daily');
    const saved = await call(ctx, groom, ...apiArgs('savePreferences'), {
      from_age: 30,
      to_age: 35,
      community: ['Kshatriya'],
      state: ['Kerala', 'Maharashtra'],
      education: ['Doctorate'],
      marital_status: ['Divorced', 'Widowed'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const bride = (changes: Partial<Record<'basic' | 'personal' | 'work', object>> = {}) =>
      makeMember(ctx, {
        gender: 'Female',
        basic: { ...fitting.basic, ...changes.basic },
        personal: { ...fitting.personal, ...changes.personal },
        work: { ...fitting.work, ...changes.work },
      });
    const fits = await Promise.all([bride(), bride({ basic: { state: 'Maharashtra' } })]);
    const misses = await Promise.all([
      bride({ basic: { community: 'Others' } }),
      bride({ basic: { state: 'Karnataka' } }),
      bride({ work: { education: 'Masters' } }),
      bride({ personal: { marital_status: 'Never Married' } }),
      bride({ basic: { date_of_birth: `${thisYear - 40}-03-14` } }),
      bride(),
    ]);
    // A bride who blocked him fits every preference and is no match, as on the home.
    await call(ctx, misses[5] as Member, ...apiArgs('blockProfile', { profileId: groom.profileId }));

    const home = await call(ctx, groom, ...apiArgs('memberHome'));
    const listed = (home.json().new_matches as { profile_id: number }[]).map((m) => m.profile_id);
    expect(listed.sort()).toEqual(fits.map((b) => b.profileId).sort());

    await senders.runDigest('daily');
    await vi.waitFor(() => expect(mailsTo(groom.secrets.email)).toHaveLength(1), { timeout: 10_000 });
    const { text } = readMail(mailsTo(groom.secrets.email)[0] as never);
    expect(text).toContain('2 new profiles fit your preferences.');
  });

  it('says nothing of matches to a member who saved no preferences, though the home shows them', async () => {
    const groom = await makeMember(ctx, { gender: 'Male' });
    await ctx.database.db.execute(
      sql`update profiles set email_verified_at = now() where id = ${groom.profileId}`,
    );
    await settings(groom, 'daily');
    await grantSubscription(ctx, groom);
    const bride = await makeMember(ctx, { gender: 'Female' });
    const home = await call(ctx, groom, ...apiArgs('memberHome'));
    expect((home.json().new_matches as { profile_id: number }[]).map((m) => m.profile_id)).toContain(
      bride.profileId,
    );
    await senders.runDigest('daily');
    await vi.waitFor(() => expect(mailsTo(groom.secrets.email)).toHaveLength(1), { timeout: 10_000 });
    const { text } = readMail(mailsTo(groom.secrets.email)[0] as never);
    expect(text).not.toMatch(/fits? your preferences/);
  });

  it('says nothing of matches to a member whose own profile is paused', async () => {
    const groom = await makeMember(ctx, { gender: 'Male', privacy: { paused: true } });
    await ctx.database.db.execute(
      sql`update profiles set email_verified_at = now() where id = ${groom.profileId}`,
    );
    await call(ctx, groom, ...apiArgs('savePreferences'), { from_age: 18, to_age: 70 });
    await makeMember(ctx, { gender: 'Female' });
    await senders.runDigest('daily');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailsTo(groom.secrets.email)).toHaveLength(0);
  });
});

describe('sending once', () => {
  it('a key is sent once by two senders at once, and taken over when its sender died before sending', async () => {
    const key = `test:${randomBytes(4).toString('hex')}`;
    let sends = 0;
    const send = async () => {
      sends++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const results = await Promise.all([1, 2, 3].map(() => deliverOnce(ctx.database.db, key, 600, send)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(sends).toBe(1);

    // A sender claims a key and dies before sending: after the lease another sends it, once.
    const orphan = `test:${randomBytes(4).toString('hex')}`;
    expect(await claimDelivery(ctx.database.db, orphan, 1)).toBe(true);
    expect(await deliverOnce(ctx.database.db, orphan, 1, send)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await deliverOnce(ctx.database.db, orphan, 1, send)).toBe(true);
    expect(await deliverOnce(ctx.database.db, orphan, 1, send)).toBe(false);
    expect(sends).toBe(2);
  });
});

describe('quiet hours', () => {
  it('hold a push from 22:00 to 07:00 India time', () => {
    // 16:29 UTC is 21:59 in India; 16:30 is 22:00.
    expect(pushMayGoAt(new Date('2026-03-01T16:29:00Z')).toISOString()).toBe('2026-03-01T16:29:00.000Z');
    expect(pushMayGoAt(new Date('2026-03-01T16:30:00Z')).toISOString()).toBe('2026-03-02T01:30:00.000Z');
    expect(pushMayGoAt(new Date('2026-03-01T20:00:00Z')).toISOString()).toBe('2026-03-02T01:30:00.000Z');
    expect(pushMayGoAt(new Date('2026-03-02T01:29:00Z')).toISOString()).toBe('2026-03-02T01:30:00.000Z');
    expect(pushMayGoAt(new Date('2026-03-02T01:30:00Z')).toISOString()).toBe('2026-03-02T01:30:00.000Z');
  });
});

describe('push subscriptions', () => {
  it('are kept per member, refused when malformed, and only the owner deletes one', async () => {
    const { groom, bride } = await makePair(ctx);
    const browser = {
      endpoint: `https://push.example/${randomBytes(8).toString('hex')}`,
      keys: {
        p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    expect((await call(ctx, bride, ...apiArgs('addPushSubscription'), browser)).statusCode).toBe(200);
    expect(
      (
        await call(ctx, bride, ...apiArgs('addPushSubscription'), {
          endpoint: 'javascript:alert(1)',
          keys: browser.keys,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(ctx, groom, ...apiArgs('deletePushSubscription'), { endpoint: browser.endpoint }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, bride, ...apiArgs('deletePushSubscription'), { endpoint: browser.endpoint }))
        .statusCode,
    ).toBe(200);
    const key = await ctx.app.inject({ method: 'GET', url: '/api/push/key', headers: bearer(bride.token) });
    expect(key.json().public_key).toMatch(/^[\w-]{80,100}$/);
  });
});

describe('the push service', () => {
  const { received } = pushService;

  it('receives the encrypted notice, and a 410 drops the browser', async () => {
    const { groom, bride } = await makePair(ctx);
    await settings(bride, 'off', true);
    const endpoint = `${pushService.base}/push/${randomBytes(6).toString('hex')}`;
    const browser = {
      endpoint,
      keys: {
        p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    expect((await call(ctx, bride, ...apiArgs('addPushSubscription'), browser)).statusCode).toBe(200);
    await sent(ctx, groom, bride);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    const [push] = received;
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=/);
    expect(push?.body.includes(Buffer.from(groom.mid))).toBe(false);
    pushService.answerWith = 410;
    const other = await makeMember(ctx, { gender: 'Male', photos: 1 });
    await sent(ctx, other, bride);
    await vi.waitFor(
      async () => {
        const left = await ctx.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, endpoint));
        expect(left).toHaveLength(0);
      },
      { timeout: 10_000 },
    );
  });
});
