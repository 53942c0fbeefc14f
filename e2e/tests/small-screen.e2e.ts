import type { Locator } from 'playwright-core';
import { describe, expect } from 'vitest';
import { E2E_ANDROID_APP_URL } from '../support/app-settings';
import { loginWithCookie, loginWithForm, test } from '../support/fixtures';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';

async function expectWithinScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'element is rendered').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

describe('on a 360 px phone', () => {
  test('every navbar link of a visitor fits on the screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Login', 'Register', /^Help/])
      await expectWithinScreen(nav.getByRole('link', { name }));
    await expectNoSidewaysScroll(page);
  });

  test('every navbar link of a member fits and can be tapped', async ({ page, context, member }) => {
    await loginWithCookie(context, member);
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [/^My Profile/, 'Search Profile', /^Help/, 'Log Out']) {
      await expectWithinScreen(nav.getByRole('link', { name }));
    }
    await expectNoSidewaysScroll(page);
    await nav.getByRole('link', { name: 'Search Profile' }).click();
    await page.waitForURL('**/profile/search');
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
    await page.waitForURL('**/profile/edit/basic');
  });
});
