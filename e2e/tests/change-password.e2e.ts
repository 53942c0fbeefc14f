import { describe, expect } from 'vitest';
import { apiCall, createMember } from '../support/factories';
import { loginWithCookie, pathOf, test } from '../support/fixtures';

describe('change password', () => {
  test('the member stays logged in with the new token; the old one stops working', async ({
    page,
    context,
  }) => {
    const member = await createMember();
    await loginWithCookie(context, member);
    await page.goto('/password/change');
    await page.getByLabel('Old password').fill(member.password);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Change Password' }).click();

    await page
      .locator('[data-sonner-toast]', { hasText: 'Your password has been successfully updated...' })
      .waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await page.reload();
    await page.getByRole('link', { name: 'Log Out' }).waitFor();
    expect((await apiCall('/me', { token: member.token })).status).toBe(401);
    const login = await apiCall('/login', {
      method: 'POST',
      body: JSON.stringify({ mobile_no: member.mobile, password: 'a-brand-new-password' }),
    });
    expect(login.status).toBe(200);
  });

  test('a wrong old password is refused and the member is not logged out', async ({
    page,
    context,
    member,
  }) => {
    await loginWithCookie(context, member);
    await page.goto('/password/change');
    await page.getByLabel('Old password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Change Password' }).click();

    await page.locator('[data-sonner-toast]', { hasText: "Couldn't able to change password..." }).waitFor();
    expect(pathOf(page)).toBe('/password/change');
    await expect(page.getByRole('link', { name: 'Log Out' }).isVisible()).resolves.toBe(true);
  });

  test('new password and confirmation must match', async ({ page, context, member }) => {
    await loginWithCookie(context, member);
    await page.goto('/password/change');
    await page.getByLabel('Old password').fill('whatever-it-was');
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Confirm new password').fill('a-different-password');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText("Password and its confirmation doesn't match", { exact: true }).waitFor();
  });
});
