import type { MeResponse } from '@varmala/shared';
import { describe, expect, inject } from 'vitest';
import { apiCall, createMember, uniqueMobile, uniqueName } from '../support/factories';
import { appTookOver, pathOf, test } from '../support/fixtures';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';

describe('sign-up', () => {
  test('a new member lands on step 1 of the onboarding', async ({ page }) => {
    // No analytics tag is configured, so nothing may leave for another site.
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(inject('baseURL')).origin) elsewhere.push(request.url());
    });
    await page.goto('/signup');
    await appTookOver(page);
    await page.getByLabel('Myself').check();
    await page.getByLabel('Name').fill(uniqueName());
    await page.getByLabel('Mobile number').fill(uniqueMobile());
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('Confirm password').fill('a-good-password');
    await page.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL('**/profile/register/basic');
    await page.getByRole('heading', { level: 1, name: 'Step 1/6: Add your basic info' }).waitFor();
    await expect(page.getByRole('link', { name: 'Log Out' }).isVisible()).resolves.toBe(true);
    expect(elsewhere).toEqual([]);
  });

  test('the form names what is missing or wrong, in the spec words', async ({ page }) => {
    await page.goto('/signup');
    await appTookOver(page);
    const register = page.getByRole('button', { name: 'Register' });

    await register.click();
    await page.getByText('Required', { exact: true }).first().waitFor();
    // Whom the profile is for, name, mobile, password and its confirmation.
    await expect(page.getByText('Required', { exact: true }).count()).resolves.toBe(5);

    await page.getByLabel('My sister').check();
    await page.getByLabel('Name').fill('Asha');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('Confirm password').fill('another-password');
    await register.click();

    await page.getByText('Invalid mobile number', { exact: true }).waitFor();
    await page.getByText("Password and its confirmation doesn't match", { exact: true }).waitFor();
    await expect(page.getByText('Required', { exact: true }).count()).resolves.toBe(0);
    expect(pathOf(page)).toBe('/signup');
  });

  test('the mobile number keeps only the digits typed', async ({ page }) => {
    await page.goto('/signup');
    await appTookOver(page);
    const mobile = page.getByLabel('Mobile number');
    // Tapped first, as a member does: the tap waits for the field to be usable, which typing alone does not.
    await mobile.click();
    await mobile.pressSequentially('98765 43-210');
    await expect(mobile.inputValue()).resolves.toBe('9876543210');
  });

  test('a mobile number already registered is refused with the reason', async ({ page }) => {
    const existing = await createMember();
    await page.goto('/signup');
    await appTookOver(page);
    await page.getByLabel('Myself').check();
    await page.getByLabel('Name').fill(uniqueName());
    await page.getByLabel('Mobile number').fill(existing.mobile);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('Confirm password').fill('a-good-password');
    await page.getByRole('button', { name: 'Register' }).click();

    const toast = page.locator('[data-sonner-toast]', { hasText: 'Something went wrong!' });
    await toast.waitFor();
    const description = (await toast.locator('[data-description]').textContent())?.trim() ?? '';
    expect(description).not.toBe('');
    expect(description).not.toBe('Please try again...');
    expect(pathOf(page)).toBe('/signup');
  });

  test('the community site is chosen only on /signup/{domain}', async ({ page, context }) => {
    await page.goto('/signup');
    await appTookOver(page);
    await page.getByLabel('Name').waitFor();
    await expect(page.getByLabel('Community site').count()).resolves.toBe(0);

    await page.goto('/signup/tamilmala');
    const site = page.getByLabel('Community site');
    await expect(site.inputValue()).resolves.toBe('tamilmala');
    await expect(site.locator('option').allTextContents()).resolves.toEqual(['Varmala', 'Tamilmala']);

    await page.getByLabel('A relative').check();
    await page.getByLabel('Name').fill(uniqueName());
    await page.getByLabel('Mobile number').fill(uniqueMobile());
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('Confirm password').fill('a-good-password');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/profile/register/basic');

    const cookie = (await context.cookies()).find((c) => c.name === 'accessTokenV2');
    expect(cookie?.sameSite).toBe('Strict');
    const me = await apiCall('/me', { token: cookie?.value });
    expect(me.status).toBe(200);
    await expect(me.json() as Promise<MeResponse>).resolves.toMatchObject({ domain: 'tamilmala' });
  });

  test('a parent registering a daughter on a phone finds her mobile and gender in step 1, and not their own name', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const parent = uniqueName();
    const mobile = uniqueMobile();
    await page.goto('/signup');
    await appTookOver(page);
    await page.getByRole('group', { name: 'This profile is for' }).waitFor();
    await page.getByLabel('My daughter').check();
    await page.getByText("Your own name. The bride's or groom's name is asked in the next step.").waitFor();
    await page.getByLabel('Name').fill(parent);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('Confirm password').fill('a-good-password');
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL('**/profile/register/basic');
    await page.getByRole('heading', { level: 1, name: 'Step 1/6: Add your basic info' }).waitFor();
    await expect(page.getByLabel('Mobile number', { exact: true }).inputValue()).resolves.toBe(mobile);
    await expect(page.getByLabel('Gender').inputValue()).resolves.toBe('Female');
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('');
    const token = (await page.context().cookies()).find((c) => c.name === 'accessTokenV2')?.value;
    const me = (await (await apiCall('/me', { token })).json()) as MeResponse;
    expect(me.profile_for).toBe('daughter');
  });
});
