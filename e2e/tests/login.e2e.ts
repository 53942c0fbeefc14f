import { describe, expect, inject } from 'vitest';
import { uniqueAddress } from '../support/factories';
import { appTookOver, loginWithCookie, loginWithForm, pathOf, test } from '../support/fixtures';

describe('login', () => {
  test('a login-required page sends a visitor to /login and back after logging in', async ({
    page,
    member,
  }) => {
    await page.goto('/password/change');
    await page.waitForURL('**/login');

    await loginWithForm(page, member);

    await page.waitForURL('**/password/change');
    await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
  });

  test("without a remembered page the member goes to the member's home", async ({ page, member }) => {
    await page.goto('/login');
    await loginWithForm(page, member);
    await page.waitForURL('**/home');
    await page.getByRole('heading', { level: 1, name: 'My home' }).waitFor();
  });

  test('a wrong password shows "Login failed" and stays on the form', async ({ page, member }) => {
    await page.goto('/login');
    await loginWithForm(page, { ...member, password: 'not-the-password' });

    await page.locator('[data-sonner-toast]', { hasText: 'Login failed' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    await expect(page.getByRole('link', { name: 'Log Out' }).count()).resolves.toBe(0);
  });

  test('the first toast brings the toaster with it, before the page has settled', async ({
    page,
    member,
  }) => {
    // A browser that never has a quiet moment: the toaster would otherwise load only then.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.goto('/login');
    await loginWithForm(page, { ...member, password: 'not-the-password' });
    await page.locator('[data-sonner-toast]', { hasText: 'Login failed' }).waitFor();
  });

  test('the form opened from the header is ready to type the mobile number in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('mobileNo');
  });

  test('empty fields are "Required"', async ({ page }) => {
    await page.goto('/login');
    await appTookOver(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Required', { exact: true }).first().waitFor();
    await expect(page.getByText('Required', { exact: true }).count()).resolves.toBe(2);
  });

  test("when the form's checks cannot be fetched nothing is sent, the member is told to try again, and the next try goes through", async ({
    browser,
    member,
  }) => {
    // Without the service worker, which would fetch the chunk past the route below.
    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    try {
      const page = await context.newPage();
      // The checks come in a chunk of their own, fetched on the first tap or key in the form.
      const checks = /\/assets\/form-resolvers-[\w-]+\.js$/;
      await page.route(checks, (route) => route.abort('internetdisconnected'));
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/login')) sent.push(request.url());
      });
      await page.goto('/login');
      await loginWithForm(page, member);
      await page.locator('[data-sonner-toast]', { hasText: 'Please try again...' }).waitFor();
      expect(pathOf(page)).toBe('/login');
      expect(sent).toEqual([]);

      await page.unroute(checks);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/home');
    } finally {
      await context.close();
    }
  });

  test('a logged-in member opening /login is sent on', async ({ page, context, member }) => {
    await loginWithCookie(context, member);
    await page.goto('/login');
    await page.waitForURL('**/home');
  });

  test('the login page links to sign-up and password reset', async ({ page }) => {
    await page.goto('/login');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Register' }).getAttribute('href'),
    ).resolves.toBe('/signup');
    await expect(page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).resolves.toBe(
      '/password/reset',
    );
  });

  test('an expired or revoked token is dropped and the visitor continues logged out', async ({
    page,
    context,
    member,
  }) => {
    await loginWithCookie(context, { ...member, token: 'not.a-valid.token' });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'accessTokenV2')).toBeUndefined();
  });

  test('admin pages send a member who is not an admin to the profile search', async ({
    page,
    context,
    member,
  }) => {
    await loginWithCookie(context, member);
    await page.goto('/admin/marriages');
    await page.waitForURL('**/profile/search');
    await page.goto('/admin/profile/search');
    await page.waitForURL('**/profile/search');
  });
});
