import { describe, expect } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { appTookOver, test } from '../support/fixtures';
import { holdRequests } from '../support/hold';

describe('accessibility', () => {
  for (const path of ['/login', '/signup', '/signup/tamilmala', '/']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    });
  }

  test('the sign-up form with its error messages has no serious or critical axe violations', async ({
    page,
  }) => {
    await page.goto('/signup');
    // The app's own messages: sent before it has taken over, the form goes to the server instead.
    await appTookOver(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Required', { exact: true }).first().waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  test("the sign-up form the server answers, before the app's scripts, has no serious or critical axe violations", async ({
    page,
  }) => {
    // Held, not refused: a refused script is an error on the page's console.
    await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    await page.goto('/signup', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Name: Required').waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });
});
