import { describe, expect } from 'vitest';
import { apiCall } from '../support/factories';
import { appTookOver, loginWithCookie, test } from '../support/fixtures';
import { createProfile } from '../support/profiles';

describe('session', () => {
  test('a member typing on a page gets a fresh token before the old one runs out', async ({
    page,
    context,
    member,
  }) => {
    await page.clock.install();
    await loginWithCookie(context, member);
    await page.goto('/password/change');
    const field = page.getByLabel('Old password');
    await field.waitFor();

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/refresh-token'));
    await page.clock.fastForward('40:00');
    await field.pressSequentially('typing');

    expect((await refreshed).status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Log Out' }).isVisible()).resolves.toBe(true);
    await expect(field.inputValue()).resolves.toBe('typing');
  });

  test('a token the server no longer accepts ends the session at the next refresh', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const { member } = await createProfile();
    await loginWithCookie(context, member);
    await page.goto('/profile/search');
    // The search's frame has the link before the app runs (decision 037): the app must hold the session.
    await appTookOver(page);
    await page.getByRole('link', { name: 'Log Out' }).waitFor();

    // A password change elsewhere signs out every older token, this browser's included.
    const change = await apiCall('/password/change', {
      method: 'POST',
      token: member.token,
      body: JSON.stringify({ old_password: member.password, password: 'changed-elsewhere' }),
    });
    expect(change.status).toBe(200);

    await page.clock.fastForward('40:00');
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForURL('**/login');
  });
});
