import { randomInt } from 'node:crypto';
import { birthYears, MONTHS } from '@varmala/shared';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { test } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';
import { approve, type BirthDate, createProfile, isoDate, randomBirthDate } from '../support/profiles';

async function chooseDate(page: Page, date: BirthDate): Promise<void> {
  await page.getByLabel('Year').selectOption(String(date.year));
  await page.getByLabel('Month').selectOption(String(date.month));
  await page.getByLabel('Day').selectOption(String(date.day));
}

async function tableRows(page: Page): Promise<string[][]> {
  return page
    .getByRole('table')
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? '')),
    );
}

describe('public profile search', () => {
  test('lists the Approved profiles born on a date by S.No., Name, Gender and City', async ({ page }) => {
    const suffix = randomInt(100_000, 1_000_000);
    const date = randomBirthDate();
    const admin = await createAdmin();
    const bride = await createProfile({
      basic: {
        name: `Aarti ${suffix}`,
        gender: 'Female',
        city: 'Dharwad',
        date_of_birth: isoDate(date),
      },
    });
    const groom = await createProfile({
      basic: {
        name: `Bhushan ${suffix}`,
        gender: 'Male',
        city: 'Pune',
        date_of_birth: isoDate(date),
      },
    });
    await createProfile({
      basic: { name: `Chetan ${suffix}`, gender: 'Male', date_of_birth: isoDate(date) },
    });
    await approve(admin, bride);
    await approve(admin, groom);

    await page.goto('/public-profile/search');
    await page.getByRole('heading', { level: 1, name: 'Profiles by date of birth' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
    await page.getByText('Please select a Date of birth.', { exact: true }).waitFor();

    // A year alone is not a date.
    await page.getByLabel('Year').selectOption(String(date.year));
    await page.getByRole('button', { name: 'Get Profiles' }).click();
    await page.getByText('Please select a Date of birth.', { exact: true }).waitFor();

    await chooseDate(page, date);
    await page.getByRole('button', { name: 'Get Profiles' }).click();
    const monthName = MONTHS[date.month - 1]?.label;
    await page
      .getByRole('table', { name: `Profiles born on ${date.day} ${monthName} ${date.year}` })
      .waitFor();
    await expect(tableRows(page)).resolves.toEqual([
      ['S.No.', 'Name', 'Gender', 'City'],
      ['1', `Aarti ${suffix}`, 'Female', 'Dharwad'],
      ['2', `Bhushan ${suffix}`, 'Male', 'Pune'],
    ]);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Please select a Date of birth.', { exact: true }).waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await expect(page.getByLabel('Year').inputValue()).resolves.toBe('');

    // The oldest birth year offered: no test gives it to anyone.
    await chooseDate(page, { year: birthYears().at(-1) as number, month: 1, day: 1 });
    await page.getByRole('button', { name: 'Get Profiles' }).click();
    await page.getByText('No profiles match for this date of birth!', { exact: true }).waitFor();
  });

  test('on a phone the page names the site, leads back home, and shows every column', async ({ page }) => {
    const date = randomBirthDate();
    const admin = await createAdmin();
    const long = await createProfile({
      basic: {
        name: `Venkatalakshmi ${randomInt(100_000, 1_000_000)}`,
        surname: 'Chandrashekharaiah',
        gender: 'Female',
        city: 'Tiruchirappalli Cantonment',
        date_of_birth: isoDate(date),
      },
    });
    await approve(admin, long);
    await page.setViewportSize(PHONE);
    await page.goto('/public-profile/search');
    await page.getByRole('banner').getByRole('link', { name: 'Varmala' }).waitFor();
    await expect(
      page.getByRole('link', { name: 'Back to the home page' }).getAttribute('href'),
    ).resolves.toBe('/');
    await chooseDate(page, date);
    await page.getByRole('button', { name: 'Get Profiles' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    // Every column within the screen: nothing to scroll sideways to, in the table or the page.
    const frame = await table.evaluate((element) => {
      const frame = element.parentElement as HTMLElement;
      return { scroll: frame.scrollWidth, width: frame.clientWidth };
    });
    expect(frame.scroll).toBeLessThanOrEqual(frame.width);
    for (const header of await table.getByRole('columnheader').all()) {
      const box = await header.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
    }
    await expectNoSidewaysScroll(page);
    await page.getByRole('banner').getByRole('link', { name: 'Varmala' }).click();
    await page.getByRole('heading', { level: 1, name: 'Find a life partner in your community' }).waitFor();
  });

  test("a refused search says 'Error' with the server's reason", async ({ page }) => {
    await page.route('**/api/public-profile', (route) =>
      route.fulfill({
        status: 429,
        json: {
          Status: 'Error',
          Message: 'Too many attempts. Please try again in 15 minutes.',
          code: 'RATE_LIMITED',
          message_key: 'tooManyAttempts',
          message_params: { count: 15 },
        },
      }),
    );
    await page.goto('/public-profile/search');
    await chooseDate(page, randomBirthDate());
    await page.getByRole('button', { name: 'Get Profiles' }).click();
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Error' });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain(
      'Too many attempts. Please try again in 15 minutes.',
    );
    await expect(page.getByRole('table').count()).resolves.toBe(0);
  });
});
