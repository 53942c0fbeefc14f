import { describe, expect } from 'vitest';
import { createMember } from '../support/factories';
import { loginWithCookie, pathOf, test } from '../support/fixtures';

describe('logout', () => {
  test('Log Out says goodbye, forgets the session and returns home', async ({ page, context }) => {
    await loginWithCookie(context, await createMember());
    await page.goto('/profile/search');
    await page.getByRole('link', { name: 'Log Out' }).click();

    const toast = page.locator('[data-sonner-toast]', { hasText: 'See you soon!' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('You have logged out successfully...');
    // Home is a lazy route: the URL changes once its code has loaded.
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect((await context.cookies()).find((c) => c.name === 'accessTokenV2')).toBeUndefined();

    await page.goto('/profile/search');
    await page.waitForURL('**/login');
  });
});
