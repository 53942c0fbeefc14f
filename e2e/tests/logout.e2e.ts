import { describe, expect } from 'vitest';
import { apiCall } from '../support/factories';
import { loginWithCookie, pathOf, test } from '../support/fixtures';
import { createProfile } from '../support/profiles';

describe('logout', () => {
  test('Log Out says goodbye, ends the session and returns home', async ({ page, context }) => {
    const { member } = await createProfile();
    await loginWithCookie(context, member);
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
    // Ended on the server too: a copy of the token is refused.
    expect((await apiCall('/me', { token: member.token })).status).toBe(401);

    await page.goto('/profile/search');
    await page.waitForURL('**/login');
  });
});
