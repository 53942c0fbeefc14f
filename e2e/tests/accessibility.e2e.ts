import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test } from '../support/fixtures';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target).join(', ')})`,
    );
}

describe('accessibility', () => {
  for (const path of ['/login', '/signup', '/signup/tamilmala', '/']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
    });
  }

  test('the sign-up form with its error messages has no serious or critical axe violations', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Required', { exact: true }).first().waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
  });
});
