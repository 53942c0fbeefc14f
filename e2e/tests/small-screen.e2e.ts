import type { Locator } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { changePublicConfig, E2E_ANDROID_APP_URL, E2E_WHATSAPP_NUMBER } from '../support/app-settings';
import { uniqueMobile } from '../support/factories';
import { loginWithCookie, loginWithForm, test } from '../support/fixtures';
import { expectNoSidewaysScroll, PHONE, smallTapTargets } from '../support/phone';
import { createProfile } from '../support/profiles';

async function expectWithinScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'element is rendered').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

describe('on a 360 px phone', () => {
  test('every navbar link of a visitor is in the menu, on the screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(false);
    await nav.getByRole('button', { name: 'Menu' }).click();
    for (const name of ['Login', 'Register', /^Help/])
      await expectWithinScreen(nav.getByRole('link', { name }));
    await expectNoSidewaysScroll(page);
    // Escape closes the menu and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'Login' }).waitFor({ state: 'hidden' });
    await expect(
      nav.getByRole('button', { name: 'Menu' }).evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true);
  });

  test('every navbar link of a member fits and can be tapped', async ({ page, context, member }) => {
    await loginWithCookie(context, member);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    for (const name of [/^My Profile/, 'Search Profile', 'My shortlist', /^Interests/, /^Help/, 'Log Out']) {
      await expectWithinScreen(nav.getByRole('link', { name }));
    }
    await expectNoSidewaysScroll(page);
    await nav.getByRole('link', { name: 'Search Profile' }).click();
    await page.waitForURL('**/profile/search');
    // The menu closes once it has taken the member somewhere.
    await nav.getByRole('link', { name: 'Search Profile' }).waitFor({ state: 'hidden' });
  });

  test('the header is one row in every language, the language picker included', async ({
    page,
    context,
    member,
  }) => {
    await page.setViewportSize(PHONE);
    const rowOf = async () => {
      const header = await page.locator('.site-header__inner').boundingBox();
      const parts = [
        page.locator('.site-header__brand'),
        page.getByRole('combobox').first(),
        page.locator('.site-nav__toggle'),
      ];
      const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
      return { header, boxes };
    };
    for (const loggedIn of [false, true]) {
      if (loggedIn) await loginWithCookie(context, member);
      for (const language of ['en', 'mr', 'ta']) {
        await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
        await page.goto('/');
        await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
        await page.locator('.site-nav__toggle').waitFor();
        const { header, boxes } = await rowOf();
        // One row: 44 px tap targets and the header's own padding, nothing stacked under them.
        expect(header?.height, `${language}, logged in: ${loggedIn}`).toBeLessThanOrEqual(64);
        for (const box of boxes) {
          expect(box, `${language}: part of the header is missing`).not.toBeNull();
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
        }
        await expectNoSidewaysScroll(page);
      }
    }
  });

  test('the Android app banner shows on a phone only', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Android app' });
    await banner.waitFor();
    await expect(banner.getByRole('link').getAttribute('href')).resolves.toBe(E2E_ANDROID_APP_URL);
    await page.setViewportSize({ width: 1280, height: 800 });
    await banner.waitFor({ state: 'hidden' });
  });

  test('the login and sign-up forms fit and work', async ({ page, member }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/signup');
    for (const label of ['Name', 'Mobile number', 'Confirm password'])
      await expectWithinScreen(page.getByLabel(label));
    await expectWithinScreen(page.getByRole('button', { name: 'Register' }));
    await expectNoSidewaysScroll(page);

    await page.goto('/login');
    await expectWithinScreen(page.getByRole('button', { name: 'Login' }));
    await expectNoSidewaysScroll(page);
    await loginWithForm(page, member);
    await page.waitForURL('**/home');
  });

  test('every tap target of the public and member pages is at least 44×44 px', { timeout: 120_000 }, async ({
    page,
    context,
  }) => {
    const profile = await createProfile({ basic: { gender: 'Male' } });
    await page.setViewportSize(PHONE);
    const problems: string[] = [];
    const visit = async (path: string) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const small = await smallTapTargets(page);
      if (small.length > 0) problems.push(`${path}: ${small.join(', ')}`);
    };
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/password/reset',
      '/public-profile/search',
      '/no/such/page',
    ])
      await visit(path);
    await loginWithCookie(context, profile.member);
    for (const path of [
      '/home',
      '/interests/received',
      '/profile/search',
      '/profile/edit/basic',
      '/profile/edit/photo',
      '/upgrade',
    ])
      await visit(path);
    // With the menu open.
    await page.getByRole('button', { name: 'Menu' }).click();
    problems.push(...(await smallTapTargets(page)).map((target) => `menu: ${target}`));
    expect(problems).toEqual([]);
  });

  test('a toast never covers the header', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/login');
    await loginWithForm(page, {
      name: '',
      mobile: uniqueMobile(),
      password: 'not-a-password',
      domain: 'varmala',
      token: '',
    });
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Login failed' });
    await toast.waitFor();
    // Styled by the toasts' library, whose styles come with it and not with the page's stylesheet.
    await expect(
      toast.evaluate(
        (element) => getComputedStyle(element.closest('[data-sonner-toaster]') ?? element).position,
      ),
    ).resolves.toBe('fixed');
    const header = await page.getByRole('banner').boundingBox();
    // Once it has slid in.
    await expect
      .poll(async () => (await toast.boundingBox())?.y)
      .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await page.waitForTimeout(500);
    const settled = await toast.boundingBox();
    expect(settled?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  });

  test("'No Match' leads home and to the operator", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'No Match' }).waitFor();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).getAttribute('href'),
    ).resolves.toBe('/');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^Write to us on WhatsApp/ })
        .getAttribute('href'),
    ).resolves.toBe(`https://wa.me/${E2E_WHATSAPP_NUMBER}`);
  });

  test('a site run with SUPPORT_EMAIL only offers it wherever it would offer WhatsApp', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await changePublicConfig(page, { whatsapp_number: null, support_email: 'help@varmala.example' });
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Write to us by e-mail' }).getAttribute('href'),
    ).resolves.toBe('mailto:help@varmala.example');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /^Help/ })
        .getAttribute('href'),
    ).resolves.toBe('mailto:help@varmala.example');
  });
});
