import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { apiCall, createMember, uniqueAddress } from '../support/factories';
import { loginWithCookie, pathOf, test } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';
import { createProfile } from '../support/profiles';

/** A phone whose browser reads `locale` first, as a family's phone in Maharashtra or Tamil Nadu does. */
async function phoneIn(browser: Browser, locale: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: inject('baseURL'),
    locale,
    viewport: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
}

describe('a member who has not saved their own basic details', () => {
  for (const [locale, where, title, body] of [
    [
      'mr-IN',
      'search',
      'आधी आपली स्वतःची माहिती भरा',
      'ज्या सदस्यांनी आपली मूलभूत माहिती जतन केली आहे, त्यांनाच इतर प्रोफाइल शोधता आणि पाहता येतात.',
    ],
    [
      'ta-IN',
      'view',
      'முதலில் உங்கள் சொந்த விவரங்களைச் சேர்க்கவும்',
      'தங்கள் அடிப்படை விவரங்களைச் சேமித்த உறுப்பினர்கள் மட்டுமே மற்ற சுயவிவரங்களைத் தேடவும் பார்க்கவும் இயலும்.',
    ],
  ] as const) {
    test(`${locale}: opening ${where} sends them to step 1 with the reason`, async ({ browser }) => {
      const someone = await createProfile();
      const newcomer = await createMember();
      const context = await phoneIn(browser, locale);
      try {
        await loginWithCookie(context, newcomer);
        const page = await context.newPage();
        await page.goto(where === 'search' ? '/profile/search' : `/profile/view/${someone.profileId}`);

        await page.waitForURL('**/profile/register/basic');
        const notice = page.getByRole('alert').filter({ hasText: title });
        await notice.waitFor();
        await expect(notice.textContent()).resolves.toContain(body);
        await expect(notice.isVisible()).resolves.toBe(true);
        // Nothing of the other member reached the page.
        await expect(page.getByText(someone.fullName).count()).resolves.toBe(0);
        await expectNoSidewaysScroll(page);

        // Back does not return to the page that refused them, into a loop of redirects.
        await page.goBack();
        expect(pathOf(page)).not.toBe(
          where === 'search' ? '/profile/search' : `/profile/view/${someone.profileId}`,
        );
      } finally {
        await context.close();
      }
    });
  }
});

describe('a member the operator refused, who erased the account and signs up again', () => {
  test('mr-IN: the new account starts Rejected and says whom to ask', async ({ browser }) => {
    const admin = await createAdmin();
    const refused = await createProfile();
    const status = await apiCall(`/admin/profile/${refused.profileId}/status`, {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ profile_id: refused.profileId, status: 500, reason: 'duplicate' }),
    });
    expect(status.status).toBe(200);
    const erased = await apiCall('/me', {
      method: 'DELETE',
      token: refused.member.token,
      body: JSON.stringify({ password: refused.member.password }),
    });
    expect(erased.status).toBe(200);

    const context = await phoneIn(browser, 'mr-IN');
    try {
      const page = await context.newPage();
      await page.goto('/signup');
      await page.getByLabel('माझ्यासाठी').check();
      await page.getByLabel('नाव').fill('पुन्हा आलेला');
      await page.getByLabel('मोबाईल नंबर').fill(refused.member.mobile);
      await page.getByLabel('पासवर्ड', { exact: true }).fill('a-good-password');
      await page.getByLabel('पासवर्ड पुन्हा लिहा').fill('a-good-password');
      await page.getByRole('button', { name: 'नोंदणी करा' }).click();

      await page.waitForURL('**/profile/register/basic');
      const notice = page.getByRole('alert').filter({ hasText: 'कृपया आधी आमच्याशी संपर्क साधा' });
      await notice.waitFor();
      await expect(notice.textContent()).resolves.toContain('या मोबाईल नंबरचे एक खाते आम्ही यापूर्वी नाकारले होते');
      await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
  });
});
