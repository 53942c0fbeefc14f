/**
 * Notices from their events to the table, the API, the mail (through a real SMTP exchange) and the
 * push (a local HTTP server standing in for the push service); mail only to a confirmed address;
 * push only to a push service; one-click unsubscribe; digests sent once per period; a sender that
 * dies mid-send; quiet hours.
 */

import { createECDH, randomBytes } from 'node:crypto';
import {
  apiArgs,
  apiRoute,
  englishMessage,
  formatDate,
  STATUS_APPROVED,
  STATUS_UNVERIFIED,
} from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, pushSubscriptions } from '../../db/schema.js';
import { setStatus } from '../../test/admin-support.js';
import { answer, call, makePair, sent } from '../../test/interests-support.js';
import { type Member, makeAdmin, makeMember } from '../../test/members.js';
import { useTestPushService } from '../../test/push-test-service.js';
import { readMail, useTestSmtpServer } from '../../test/smtp-test-server.js';
import { bearer, type TestMember, uniqueIp, useTestApp } from '../../test/test-app.js';
import { grantSubscription, NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import { HoroscopeCaches } from '../access/horoscope-caches.js';
import { createMailer } from '../events/mail/mailer.js';
import { claimDelivery, deliverOnce } from './deliveries.js';
import { QUICK_NOTICE_SETTINGS } from './notice-settings.test-support.js';
import { pushMayGoAt } from './quiet-hours.js';
import { type NoticeSenders, startNoticeSenders } from './senders.js';
import { loadOrCreateVapidKeys } from './vapid.js';

const smtp = useTestSmtpServer();
const pushService = useTestPushService();
/** Where a push service's redirect points: a server the senders must never reach. */
const elsewhere = useTestPushService();
const ctx = useTestApp({
  ...NO_RATE_LIMITS,
  get smtpUrl() {
    return smtp.url;
  },
  // The browsers' services (never sent to here: no member of these takes pushes), the stand-in by
  // its address, and by a name that leads to that same address, which the senders must refuse.
  get pushServiceHosts() {
    return [
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'web.push.apple.com',
      pushService.host,
      pushService.host.replace('127.0.0.1', 'localhost'),
    ];
  },
});

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
      pushServiceCa: pushService.ca,
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
/** The subject and text of the first notice mail an address received. */
function firstMailTo(address: string) {
  const [mail] = mailsTo(address);
  if (!mail) throw new Error(`no notice mail to ${address}`);
  return readMail(mail);
}
/**
 * Confirms the member's address as they would: the link of the newest verification mail to it,
 * posted back.
 */
async function confirmEmail(address: string) {
  const link = await vi.waitFor(
    () => {
      const found = smtp.received
        .filter((mail) => mail.to.includes(address))
        .map((mail) => /\/verify\/email\/(\d+)\/([\w-]+)/.exec(readMail(mail).text))
        .findLast(Boolean);
      expect(found).toBeTruthy();
      return found as RegExpExecArray;
    },
    { timeout: 10_000 },
  );
  const confirmed = await ctx.app.inject({
    ...apiRoute('verifyEmail'),
    remoteAddress: uniqueIp(),
    payload: { user_id: Number(link[1]), secret: link[2] },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}
/** A browser's subscription, with keys as a browser makes them. */
const browserAt = (endpoint: string) => ({
  endpoint,
  keys: {
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});
const subscribe = (who: TestMember, endpoint: string) =>
  call(ctx, who, ...apiArgs('addPushSubscription'), browserAt(endpoint));
const subscriptionsAt = (endpoint: string) =>
  ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
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
    expect(read.json()).toEqual({ email: 'off', push: false, has_email: true, email_verified: false });
    await ctx.database.db.execute(
      sql`update profiles set email_verified_at = now() where id = ${member.profileId}`,
    );
    expect((await call(ctx, member, ...apiArgs('readNotificationSettings'))).json().email).toBe('daily');
    const saved = await settings(member, 'weekly');
    expect(saved.json()).toEqual({ email: 'weekly', push: false, has_email: true, email_verified: true });
    expect((await settings(member, 'hourly')).statusCode).toBe(400);
  });

  it('tells a member without an address that mail needs one: every choice of theirs reads off', async () => {
    const member = await makeMember(ctx, {});
    await ctx.database.db.execute(sql`update profiles set email = null where id = ${member.profileId}`);
    const saved = await settings(member, 'instant');
    expect(saved.json()).toEqual({ email: 'off', push: false, has_email: false, email_verified: false });
  });

  it('sends an interest at once to a member who chose instant, in their language, with the unsubscribe headers', async () => {
    const { groom, bride } = await makePair(ctx, { language: 'mr' });
    await confirmEmail(bride.secrets.email);
    await settings(bride, 'instant');
    await sent(ctx, groom, bride);
    await vi.waitFor(() => expect(mailsTo(bride.secrets.email)).toHaveLength(1), { timeout: 10_000 });
    const [mail] = mailsTo(bride.secrets.email);
    const { subject, text } = firstMailTo(bride.secrets.email);
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

  for (const [language, until] of [
    ['mr', 'पर्यंत चालू आहे'],
    ['ta', 'வரை செயலில் உள்ளது'],
  ] as const) {
    it(`writes the subscription's end in the digest as a day in the member's language (${language}), never as 2026-12-02`, async () => {
      const { groom } = await makePair(ctx, { language });
      await confirmEmail(groom.secrets.email);
      await settings(groom, 'daily');
      await grantSubscription(ctx, groom);
      await senders.dispatch();
      await senders.runDigest('daily');
      await vi.waitFor(() => expect(mailsTo(groom.secrets.email)).toHaveLength(1), { timeout: 10_000 });
      const { subject, text } = firstMailTo(groom.secrets.email);
      const [granted] = (await noticesOf(groom)).filter((n) => n.kind === 'subscription_granted');
      const day = formatDate(String(granted?.data.end_date), language);
      expect(day).toMatch(/^\d{1,2} \S+ \d{4}$/);
      expect(text).toContain(`${day} ${until}`);
      expect(`${subject}\n${text}`).not.toMatch(
        /\d{4}-\d{2}-\d{2}|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/,
      );
    });
  }

  it('gathers the rest in one digest a day, and nothing when there is nothing', async () => {
    const { groom, bride } = await makePair(ctx, { language: 'ta' });
    await confirmEmail(groom.secrets.email);
    await settings(groom, 'daily');
    const interestId = await sent(ctx, groom, bride);
    await answer(ctx, bride, interestId, 'accept');
    await grantSubscription(ctx, groom);
    await senders.dispatch();
    expect(mailsTo(groom.secrets.email)).toHaveLength(0);
    await senders.runDigest('daily');
    await vi.waitFor(() => expect(mailsTo(groom.secrets.email)).toHaveLength(1), { timeout: 10_000 });
    const { subject, text } = firstMailTo(groom.secrets.email);
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
    const { text } = firstMailTo(groom.secrets.email);
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
    const { text } = firstMailTo(groom.secrets.email);
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
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
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

describe('mail only to a confirmed address', () => {
  it('holds every notice mail until the address is confirmed, and again once it is changed; the site and push tell at once', async () => {
    const { groom, bride } = await makePair(ctx);
    pushService.answerWith = 201;
    const endpoint = `${pushService.base}/push/${randomBytes(6).toString('hex')}`;
    expect((await subscribe(bride, endpoint)).statusCode).toBe(200);
    const chose = await settings(bride, 'instant', true);
    expect(chose.json()).toEqual({ email: 'instant', push: true, has_email: true, email_verified: false });
    const pushes = () => pushService.received.filter((push) => endpoint.endsWith(push.url));
    const others = async (n: number) => {
      const all: Member[] = [];
      for (let i = 0; i < n; i++) all.push(await makeMember(ctx, { gender: 'Male', photos: 1 }));
      return all;
    };
    const [second, third, fourth] = await others(3);

    // Unconfirmed: the notice is on the site and on the phone, in no mail, at once or in a digest.
    await sent(ctx, groom, bride);
    await vi.waitFor(() => expect(pushes()).toHaveLength(1), { timeout: 10_000 });
    await senders.runDigest('daily');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(bride.secrets.email)).toHaveLength(0);
    expect((await noticesOf(bride)).map((n) => n.kind)).toEqual(['interest_received']);

    // Confirmed: the member's choice holds from the next notice.
    await confirmEmail(bride.secrets.email);
    expect((await call(ctx, bride, ...apiArgs('readNotificationSettings'))).json()).toEqual({
      email: 'instant',
      push: true,
      has_email: true,
      email_verified: true,
    });
    await sent(ctx, second as Member, bride);
    await vi.waitFor(() => expect(mailsTo(bride.secrets.email)).toHaveLength(1), { timeout: 10_000 });
    expect(firstMailTo(bride.secrets.email).text).toContain((second as Member).mid);

    // A new address is not confirmed: nothing goes to it, nor to the old one, until it is.
    // (The verification mail sent a minute ago would hold back another.)
    await ctx.database.db.execute(
      sql`update one_time_tokens set created_at = created_at - interval '2 minutes' where user_id = ${bride.userId}`,
    );
    const newAddress = `changed${randomBytes(4).toString('hex')}@example.com`;
    const changed = await call(ctx, bride, ...apiArgs('saveBasic', { userId: bride.userId }), {
      ...bride.steps.basic,
      email: newAddress,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(ctx, bride, ...apiArgs('readNotificationSettings'))).json().email_verified).toBe(
      false,
    );
    await sent(ctx, third as Member, bride);
    await vi.waitFor(() => expect(pushes()).toHaveLength(3), { timeout: 10_000 });
    await senders.runDigest('daily', new Date(Date.now() + 24 * 60 * 60 * 1000));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(newAddress)).toHaveLength(0);
    expect(mailsTo(bride.secrets.email)).toHaveLength(1);

    await confirmEmail(newAddress);
    await sent(ctx, fourth as Member, bride);
    await vi.waitFor(() => expect(mailsTo(newAddress)).toHaveLength(1), { timeout: 10_000 });
    expect(firstMailTo(newAddress).text).toContain((fourth as Member).mid);
    expect(mailsTo(bride.secrets.email)).toHaveLength(1);
  });
});

describe('push only to a push service', () => {
  const port = () => pushService.host.split(':')[1];

  it('keeps a browser only on a listed host, on its port, written as browsers write it', async () => {
    const member = await makeMember(ctx, {});
    const refused = [
      // Not HTTPS, or this machine however its address is written.
      `http://${pushService.host}/push/a`,
      `https://127.1:${port()}/push/a`,
      `https://2130706433:${port()}/push/a`,
      `https://0x7f.0.0.1:${port()}/push/a`,
      `https://0177.0.0.1:${port()}/push/a`,
      `https://[::1]:${port()}/push/a`,
      `https://[::ffff:127.0.0.1]:${port()}/push/a`,
      `https://localhost.:${port()}/push/a`,
      `https://LOCALHOST:${port()}/push/a`,
      'https://127.0.0.1/push/a',
      // The local networks and the cloud's metadata service.
      'https://10.0.0.1/push/a',
      'https://172.16.0.1/push/a',
      'https://172.31.255.254/push/a',
      'https://192.168.1.1/push/a',
      'https://169.254.169.254/latest/meta-data/',
      'https://0.0.0.0/push/a',
      'https://[fc00::1]/push/a',
      'https://[fd12:3456::1]/push/a',
      'https://[fe80::1]/push/a',
      // A push service's name where it is not the host, or not on 443.
      'https://fcm.googleapis.com@evil.example/push/a',
      'https://user:secret@fcm.googleapis.com/push/a',
      `https://${pushService.host}@evil.example/push/a`,
      'https://fcm.googleapis.com:8443/push/a',
      'https://fcm.googleapis.com:443/push/a',
      'https://fcm.googleapis.com./push/a',
      'https://FCM.GOOGLEAPIS.COM/push/a',
      'https://Fcm.googleapis.com/push/a',
      'https://fcm.googleapis.com.evil.example/push/a',
      'https://evilfcm.googleapis.com/push/a',
      'https://evil.example/fcm.googleapis.com/push/a',
      'https://fcm.googleapis.com\\@evil.example/push/a',
      'https://fcm%2egoogleapis.com/push/a',
    ];
    for (const endpoint of refused) {
      const response = await subscribe(member, endpoint);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().Status).toBe('Error');
      // The scheme is the schema's to refuse; every other endpoint is told why.
      if (endpoint.startsWith('https:'))
        expect(response.json().Message, endpoint).toBe(englishMessage('pushServiceUnknown'));
    }
    expect(
      await ctx.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, member.userId)),
    ).toEqual([]);

    const accepted = [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH-test_token',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABtest',
      'https://web.push.apple.com/QGtest-token',
      `${pushService.base}/push/${randomBytes(6).toString('hex')}`,
    ];
    for (const endpoint of accepted) {
      const response = await subscribe(member, endpoint);
      expect(response.statusCode, `${endpoint} ${response.body}`).toBe(200);
    }
    for (const endpoint of accepted) {
      await call(ctx, member, ...apiArgs('deletePushSubscription'), { endpoint });
    }
  });

  it('never connects to a listed name that leads to this machine: the browser is dropped', async () => {
    const { groom, bride } = await makePair(ctx);
    pushService.answerWith = 201;
    await settings(bride, 'off', true);
    const path = `/push/${randomBytes(6).toString('hex')}`;
    const endpoint = `https://localhost:${port()}${path}`;
    const response = await subscribe(bride, endpoint);
    expect(response.statusCode, response.body).toBe(200);
    await sent(ctx, groom, bride);
    await vi.waitFor(async () => expect(await subscriptionsAt(endpoint)).toHaveLength(0), {
      timeout: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(pushService.received.filter((push) => push.url === path)).toEqual([]);
  });

  it('never connects to a browser kept from before the list: it is dropped', async () => {
    const { groom, bride } = await makePair(ctx);
    pushService.answerWith = 201;
    await settings(bride, 'off', true);
    const path = `/push/${randomBytes(6).toString('hex')}`;
    // Saved before the list was kept, or on a host the operator has taken off it since.
    const endpoint = `http://${pushService.host}${path}`;
    await ctx.database.db.insert(pushSubscriptions).values({
      userId: bride.userId,
      endpoint,
      ...browserAt(endpoint).keys,
    });
    await sent(ctx, groom, bride);
    await vi.waitFor(async () => expect(await subscriptionsAt(endpoint)).toHaveLength(0), {
      timeout: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(pushService.received.filter((push) => push.url === path)).toEqual([]);
  });

  it('does not follow a redirect of the push service, nor try again: the browser is dropped', async () => {
    const { groom, bride } = await makePair(ctx);
    await settings(bride, 'off', true);
    const path = `/push/${randomBytes(6).toString('hex')}`;
    const endpoint = `${pushService.base}${path}`;
    expect((await subscribe(bride, endpoint)).statusCode).toBe(200);
    pushService.answerWith = 307;
    pushService.answerHeaders = { location: `${elsewhere.base}/stolen${path}` };
    try {
      await sent(ctx, groom, bride);
      await vi.waitFor(async () => expect(await subscriptionsAt(endpoint)).toHaveLength(0), {
        timeout: 10_000,
      });
      // Past the retry delay of a failed job: no second attempt.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(pushService.received.filter((push) => push.url === path)).toHaveLength(1);
      expect(elsewhere.received).toEqual([]);
    } finally {
      pushService.answerWith = 201;
      pushService.answerHeaders = {};
    }
  });
});
