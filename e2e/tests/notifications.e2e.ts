import { apiRoute, type NotificationSettingsResponse } from '@varmala/shared';
import { describe, expect, inject, vi } from 'vitest';
import { type Member, uniqueAddress } from '../support/factories';
import { loginWithCookie, test } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { mailsTo } from '../support/outbox';
import { PHONE } from '../support/phone';
import { approve, createProfile } from '../support/profiles';

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
});
