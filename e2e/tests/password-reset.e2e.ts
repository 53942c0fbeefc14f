import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { E2E_WHATSAPP_NUMBER } from '../support/app-settings';
import { seriousAxeViolations } from '../support/axe';
import { uniqueEmail } from '../support/factories';
import { appTookOver, loginWithForm, pathOf, test } from '../support/fixtures';
import { latestResetPath } from '../support/outbox';
import { PHONE } from '../support/phone';
import { type BirthDate, createProfile, isoDate, randomBirthDate } from '../support/profiles';

async function askForReset(page: Page, mobile: string, date: BirthDate): Promise<void> {
  await page.goto('/password/reset');
  await appTookOver(page);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Year').selectOption(String(date.year));
  await page.getByLabel('Month').selectOption(String(date.month));
  await page.getByLabel('Day').selectOption(String(date.day));
  await page.getByRole('button', { name: 'Reset password' }).click();
}

async function setNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

describe('password reset', () => {
  test('the e-mailed link sets a new password once, and the member logs in with it', async ({ page }) => {
    const date = randomBirthDate();
    const email = uniqueEmail();
    const { member } = await createProfile({ basic: { date_of_birth: isoDate(date), email } });

    await askForReset(page, member.mobile, date);
    await toast(page, 'Link to reset password has been sent to you email!').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');

    // The server sends the e-mail just after answering.
    await expect.poll(() => latestResetPath(email), { timeout: 20_000 }).toMatch(/^\/password\/reset\//);
    const link = (await latestResetPath(email)) as string;
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await setNewPassword(page, 'a-brand-new-password');
    await toast(page, 'Your password has been successfully updated...').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');

    await loginWithForm(page, { ...member, password: 'a-brand-new-password' });
    await page.waitForURL((url) => url.pathname === '/home');

    // The link is spent.
    await page.goto('/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(link);
    await setNewPassword(page, 'yet-another-password');
    const refused = toast(page, "Couldn't able to reset password...");
    await refused.waitFor();
    await expect(refused.textContent()).resolves.toContain('invalid, has expired or has already been used');
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'This password reset link is invalid, has expired or has already been used.' })
      .waitFor();
    expect(pathOf(page)).toBe(link);
  });

  test('without an e-mail address the page says so as a failure, on a phone, with the WhatsApp to write to', async ({
    page,
  }) => {
    const date = randomBirthDate();
    const { member } = await createProfile({ basic: { date_of_birth: isoDate(date), email: null } });
    await page.setViewportSize(PHONE);
    await askForReset(page, member.mobile, date);
    const notice = page.getByRole('main').getByRole('alert').filter({ hasText: 'No Email provided' });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain(
      'Please send your e-mail address to us on WhatsApp at +91 98000 00000',
    );
    // Not in a success's colours: no green, no tick, no success toast; the member stays on the page.
    const colours = await notice.evaluate((element) => {
      const style = getComputedStyle(element);
      return { border: style.borderLeftColor, background: style.backgroundColor };
    });
    expect(colours.border).not.toBe('rgb(30, 122, 60)');
    expect(colours.background).not.toBe('rgb(230, 244, 234)');
    await expect(notice.evaluate((element) => element.className)).resolves.toContain('alert--warning');
    await expect(page.locator('[data-sonner-toast][data-type="success"]').count()).resolves.toBe(0);
    await expect(
      notice.getByRole('link', { name: /^Write to us on WhatsApp/ }).getAttribute('href'),
    ).resolves.toMatch(new RegExp(`^https://wa\\.me/${E2E_WHATSAPP_NUMBER}\\?text=.*${member.mobile}`));
    expect(pathOf(page)).toBe('/password/reset');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  test('mobile number and every part of the date of birth are required', async ({ page }) => {
    await page.goto('/password/reset');
    await appTookOver(page);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(4);
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Invalid mobile number', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/password/reset');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });
});
