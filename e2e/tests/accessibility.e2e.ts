import { describe, expect } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { test } from '../support/fixtures';

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
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Required', { exact: true }).first().waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });
});
