import { describe, expect } from 'vitest';
import { E2E_WHATSAPP_NUMBER } from '../support/app-settings';
import { loginWithCookie, test } from '../support/fixtures';

describe('pages and shell', () => {
  test('an unknown route shows "No Match"', async ({ page }) => {
    await page.goto('/no/such/page');
    await page.getByText('No Match', { exact: true }).waitFor();
  });

  test('the home page offers Register and Login to visitors', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Register' }).getAttribute('href')).resolves.toBe('/signup');
    await expect(main.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/login');
  });

  test('the home page offers My Profile and Search Profile to members', async ({ page, context, member }) => {
    await loginWithCookie(context, member);
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Search Profile' }).waitFor();
    await expect(main.getByRole('link', { name: 'My Profile' }).getAttribute('href')).resolves.toBe(
      '/profile/edit/basic',
    );
  });

  test('the navbar links to My Profile, Search Profile, WhatsApp help and Log Out', async ({
    page,
    context,
    member,
  }) => {
    await loginWithCookie(context, member);
    await page.goto('/profile/search');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Log Out' }).waitFor();
    await expect(nav.getByRole('link', { name: /^My Profile/ }).getAttribute('href')).resolves.toBe(
      '/profile/edit/basic',
    );
    await expect(nav.getByRole('link', { name: 'Search Profile' }).getAttribute('href')).resolves.toBe(
      '/profile/search',
    );
    await expect(nav.getByRole('link', { name: /^Help/ }).getAttribute('href')).resolves.toBe(
      `https://wa.me/${E2E_WHATSAPP_NUMBER}`,
    );
  });

  test('the footer leads to the terms and the privacy policy', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of use' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    await expect(page.getByRole('main').textContent()).resolves.toContain(
      'Digital Personal Data Protection Act, 2023',
    );
  });

  test('the public profile search stands outside the shell', async ({ page }) => {
    await page.goto('/public-profile/search');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
  });
});
