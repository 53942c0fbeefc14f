import { randomBytes } from 'node:crypto';
import { apiRoute, type NotificationSettingsResponse } from '@varmala/shared';
import type { Request } from 'playwright-core';
import { describe, expect, inject, vi } from 'vitest';
import { type Member, uniqueAddress } from '../support/factories';
import { loginWithCookie, test } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { latestVerificationPath, mailsTo } from '../support/outbox';
import { PHONE } from '../support/phone';
import { approve, createProfile } from '../support/profiles';
import { browserPushKeys, decryptPush, startPushService } from '../support/push-service';

async function call({ method, url }: { method: string; url: string }, member: Member, body?: unknown) {
  return fetch(`${inject('baseURL')}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${member.token}`,
      'x-forwarded-for': uniqueAddress(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const readSettings = async (member: Member) =>
  (await (await call(apiRoute('readNotificationSettings'), member)).json()) as NotificationSettingsResponse;

/** 22:00 to 07:00 in India (UTC+05:30, no daylight saving): the server holds pushes till morning. */
function quietInIndia(at: Date): boolean {
  const hour = new Date(at.getTime() + 330 * 60_000).getUTCHours();
  return hour >= 22 || hour < 7;
}

const isPushSubscriptions = (method: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname === '/api/me/push-subscriptions';

/** The page saves the member's choice once the browser has its subscription, or has dropped it. */
const isSettingsSave = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/me/notification-settings';

describe('notices, in Marathi on a phone', () => {
  test('the bell counts the approval and a new interest, the list says them, and the mail’s link stops e-mails without logging in', async ({
    browser,
  }) => {
    const admin = await createAdmin('varmala');
    const email = `bride.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    const [bride, groom] = await Promise.all([
      createProfile({ basic: { gender: 'Female', email } }),
      createProfile({ basic: { gender: 'Male' } }),
    ]);
    for (const profile of [bride, groom]) await approve(admin, profile);
    expect((await call(apiRoute('setLanguage'), bride.member, { language: 'mr' })).status).toBe(200);
    // Notice mails go only to a confirmed address: the bride opens the link mailed to her.
    const verification = await vi.waitFor(() => latestVerificationPath(email), { timeout: 15_000 });
    const [, userId, secret] = /\/verify\/email\/(\d+)\/([\w-]+)/.exec(verification) ?? [];
    const confirmed = await call(apiRoute('verifyEmail'), bride.member, {
      user_id: Number(userId),
      secret,
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const saved = await call(apiRoute('saveNotificationSettings'), bride.member, {
      email: 'instant',
      push: false,
    });
    expect(saved.status).toBe(200);
    const sent = await call(apiRoute('sendInterest', { profileId: bride.profileId }), groom.member, {
      template: 'liked_profile',
    });
    expect(sent.status, await sent.clone().text()).toBe(200);

    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport: PHONE,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    try {
      await context.addCookies([{ name: 'lang', value: 'mr', url: inject('baseURL') }]);
      await loginWithCookie(context, bride.member);
      const page = await context.newPage();
      await page.goto('/home');
      const bell = page.getByTestId('notification-bell');
      await expect(bell.locator('.notification-bell__count').textContent()).resolves.toBe('2');
      await bell.click();
      await page.waitForURL('**/notifications');
      await page.getByRole('heading', { level: 1, name: 'सूचना' }).waitFor();
      // The operator's approval and the interest, newest first.
      await page.getByText(`सदस्य ${groom.mid} यांनी आपल्याला स्वारस्य पाठवले आहे.`).waitFor();
      await page.getByText('आपले प्रोफाइल मंजूर झाले आहे: आता इतर सदस्यांना ते दिसेल.').waitFor();
      await page.getByRole('button', { name: 'सर्व वाचल्या म्हणून खूण करा' }).click();
      await bell.locator('.notification-bell__count').waitFor({ state: 'detached' });

      // The instant mail, in Marathi, with its link to stop e-mails.
      const mail = await vi.waitFor(
        async () => {
          const found = (await mailsTo(email)).find((m) => m.subject.includes('स्वारस्य पाठवले'));
          expect(found).toBeDefined();
          return found;
        },
        { timeout: 15_000, interval: 250 },
      );
      const link = /http:\/\/[^\s]+\/notifications\/unsubscribe\?token=[\w.-]+/.exec(mail?.text ?? '')?.[0];
      expect(link).toBeDefined();
      const stranger = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE });
      try {
        await stranger.addCookies([{ name: 'lang', value: 'mr', url: inject('baseURL') }]);
        const open = await stranger.newPage();
        await open.goto(new URL(link as string).pathname + new URL(link as string).search);
        await open.getByRole('button', { name: 'ई-मेल थांबवा' }).click();
        await open.getByText('आता सूचनांचे ई-मेल येणार नाहीत').waitFor();
      } finally {
        await stranger.close();
      }
      const after = (await (
        await call(apiRoute('readNotificationSettings'), bride.member)
      ).json()) as NotificationSettingsResponse;
      expect(after.email).toBe('off');
    } finally {
      await context.close();
    }
  });

  test('push turned on in the settings: the browser’s subscription reaches the server, a notice reaches the push service encrypted for that browser, and turning it off stops it', async ({
    browser,
  }) => {
    const pushService = await startPushService();
    // The subscription Chromium would get from its push service, which it cannot reach here.
    const keys = browserPushKeys();
    const endpoint = `${pushService.base}/push/${randomBytes(8).toString('hex')}`;
    const admin = await createAdmin('varmala');
    const [bride, groom] = await Promise.all([
      createProfile({ basic: { gender: 'Female' } }),
      createProfile({ basic: { gender: 'Male' } }),
    ]);
    for (const profile of [bride, groom]) await approve(admin, profile);
    expect((await call(apiRoute('setLanguage'), bride.member, { language: 'ta' })).status).toBe(200);

    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport: PHONE,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    try {
      await context.grantPermissions(['notifications'], { origin: inject('baseURL') });
      await context.addInitScript(
        (subscription) => {
          const kept = 'e2e-push-subscription';
          const made = (): PushSubscription => ({
            endpoint: subscription.endpoint,
            expirationTime: null,
            options: { userVisibleOnly: true, applicationServerKey: null },
            getKey: () => null,
            toJSON: () => ({
              endpoint: subscription.endpoint,
              expirationTime: null,
              keys: subscription.keys,
            }),
            unsubscribe: async () => {
              localStorage.removeItem(kept);
              return true;
            },
          });
          PushManager.prototype.subscribe = async () => {
            localStorage.setItem(kept, '1');
            return made();
          };
          PushManager.prototype.getSubscription = async () => (localStorage.getItem(kept) ? made() : null);
        },
        { endpoint, keys: keys.json },
      );
      await context.addCookies([{ name: 'lang', value: 'ta', url: inject('baseURL') }]);
      await loginWithCookie(context, bride.member);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto('/notifications/settings');
      const pushBox = page.getByRole('checkbox');

      // The box shows the tap at once; the choice is the member's once the page has saved it.
      const [subscribed, savedOn] = await Promise.all([
        page.waitForRequest(isPushSubscriptions('POST')),
        page.waitForRequest(isSettingsSave),
        pushBox.click(),
      ]);
      expect(subscribed.postDataJSON()).toEqual({ endpoint, keys: keys.json });
      expect((await subscribed.response())?.status()).toBe(200);
      expect(savedOn.postDataJSON()).toMatchObject({ push: true });
      expect((await savedOn.response())?.status()).toBe(200);
      await vi.waitFor(async () => expect(await pushBox.isChecked()).toBe(true), { timeout: 10_000 });
      expect((await readSettings(bride.member)).push).toBe(true);

      const quiet = quietInIndia(new Date());
      const sent = await call(apiRoute('sendInterest', { profileId: bride.profileId }), groom.member, {
        template: 'liked_profile',
      });
      expect(sent.status, await sent.clone().text()).toBe(200);
      const toThisBrowser = () => pushService.received.filter((push) => endpoint.endsWith(push.path));
      if (quiet) {
        // At night the notice waits for 07:00 India time (the senders' tests follow it there).
        await new Promise((resolve) => setTimeout(resolve, 6000));
        expect(toThisBrowser()).toHaveLength(0);
      } else {
        await vi.waitFor(() => expect(toThisBrowser()).toHaveLength(1), { timeout: 15_000, interval: 250 });
        const [push] = toThisBrowser();
        expect(push?.headers['content-encoding']).toBe('aes128gcm');
        expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
        expect(push?.body.includes(Buffer.from(groom.mid))).toBe(false);
        expect(JSON.parse(decryptPush(push?.body as Buffer, keys))).toMatchObject({
          lang: 'ta',
          url: '/interests/received',
          body: `உறுப்பினர் ${groom.mid} உங்களுக்கு விருப்பம் அனுப்பியுள்ளார்.`,
        });
      }

      const [dropped, savedOff] = await Promise.all([
        page.waitForRequest(isPushSubscriptions('DELETE')),
        page.waitForRequest(isSettingsSave),
        pushBox.click(),
      ]);
      expect(dropped.postDataJSON()).toEqual({ endpoint });
      expect((await dropped.response())?.status()).toBe(200);
      expect(savedOff.postDataJSON()).toMatchObject({ push: false });
      expect((await savedOff.response())?.status()).toBe(200);
      await vi.waitFor(async () => expect(await pushBox.isChecked()).toBe(false), { timeout: 10_000 });
      expect((await readSettings(bride.member)).push).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await pushService.close();
    }
  });
});
