import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AdminDashboard } from '@varmala/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { apiCall, type Member, uniqueAddress } from '../support/factories';
import { loginWithCookie, test } from '../support/fixtures';
import { createAdmin, grantSubscription } from '../support/operator';
import { expectNoSidewaysScroll, isTappable, PHONE, smallTapTargets } from '../support/phone';
import { approve, createProfile, type Profile } from '../support/profiles';

const DESKTOP = { width: 1280, height: 800 };
const screenshots = path.resolve(import.meta.dirname, '../artifacts/unreachable-refunds');

let admin: Member;
beforeAll(async () => {
  admin = await createAdmin();
  mkdirSync(screenshots, { recursive: true });
});

async function openReports(): Promise<number> {
  const answer = await apiCall('/admin/dashboard', { token: admin.token });
  return ((await answer.json()) as AdminDashboard).unreachable_waiting;
}

/** A browser window of its own at that size, logged in as the member. */
async function windowOf(
  browser: Browser,
  member: Member,
  viewport: { width: number; height: number },
  language = 'en',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
  await loginWithCookie(context, member);
  return { context, page: await context.newPage() };
}

/** Used and pending downloads, as the member's subscription page shows them. */
async function downloadsShown(page: Page): Promise<string[]> {
  await page.goto('/subscription');
  const summary = page.getByRole('region', { name: 'Your subscription' });
  await summary.getByText('Total downloads').waitFor();
  const values = await summary.locator('dd').allTextContents();
  return values.slice(0, 3);
}

/** Axe finds nothing serious; on the phone the page fits its width and every tap target is 44 px. */
async function expectUsable(page: Page, phone: boolean): Promise<void> {
  if (phone) {
    await expectNoSidewaysScroll(page);
    await expect(smallTapTargets(page)).resolves.toEqual([]);
  }
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
}

for (const [size, viewport] of [
  ['1280×800', DESKTOP],
  ['360×740', PHONE],
] as const) {
  const phone = viewport === PHONE;
  const shot = (page: Page, name: string) =>
    page.screenshot({
      path: path.join(screenshots, `${phone ? 'phone' : 'desktop'}-${name}.png`),
      fullPage: true,
    });

  describe(`a number that does not answer, at ${size}`, () => {
    test('the member reports it, the operator sees it counted and in the queue, refunds it, and the download is back', {
      timeout: 150_000,
    }, async ({ browser }) => {
      const bride = await createProfile({ basic: { gender: 'Female' } });
      const groom: Profile = await createProfile({ basic: { gender: 'Male' } });
      await approve(admin, bride);
      await approve(admin, groom);
      await grantSubscription(groom.member, 1, 30);
      const family = await windowOf(browser, groom.member, viewport);
      const office = await windowOf(browser, admin, viewport);
      try {
        // The member takes the number with his one download; the subscription page brings the token up to date.
        const member = family.page;
        await expect(downloadsShown(member)).resolves.toEqual(['1', '0', '1']);
        await member.goto(`/profile/view/${bride.profileId}`);
        await member.getByRole('button', { name: 'View Contact Details' }).click();
        const contact = member.getByRole('region', { name: 'Contact details' });
        await contact.getByRole('link', { name: bride.member.mobile }).waitFor();
        await expect(downloadsShown(member)).resolves.toEqual(['1', '1', '0']);

        // Nobody answers: he says so from his list of downloads.
        const before = await openReports();
        const row = member.getByRole('row').filter({ hasText: bride.mid });
        await row.getByRole('button', { name: /^Number not reachable\?/ }).click();
        const ask = member.getByRole('dialog', { name: 'Number not reachable?' });
        await ask.getByLabel('The phone is always switched off or nobody answers').check();
        await ask.getByRole('button', { name: 'Report' }).click();
        await row.getByText('Reported; the operator will look at it').waitFor();
        await expect.poll(openReports).toBe(before + 1);

        // The operator's dashboard counts it; the tile opens the queue of open reports.
        const operator = office.page;
        await operator.goto('/admin');
        const tile = operator
          .getByRole('list', { name: 'What waits' })
          .getByRole('link', { name: /numbers? reported as not answering$/ });
        await expect(tile.textContent()).resolves.toBe(
          `${before + 1}${before + 1 === 1 ? 'number' : 'numbers'} reported as not answering`,
        );
        await expect(isTappable(tile)).resolves.toBe(true);
        await expectUsable(operator, phone);
        await shot(operator, 'dashboard');
        await tile.click();
        await operator.waitForURL('**/admin/unreachable?status=open');
        await operator.getByRole('heading', { level: 1, name: 'Numbers that did not answer' }).waitFor();
        await expect(operator.getByLabel('Show', { exact: true }).inputValue()).resolves.toBe('open');

        // Who reported, which profile and number, when, and what was said.
        const report = operator.getByTestId('unreachable-report').filter({ hasText: bride.mid });
        await report
          .getByRole('heading', { level: 2, name: new RegExp(`^${bride.member.name}\\s*${bride.mid}$`) })
          .waitFor();
        const number = report.getByRole('link', { name: bride.member.mobile });
        await expect(number.getAttribute('href')).resolves.toBe(`tel:${bride.member.mobile}`);
        await report.getByText('The phone is always switched off or nobody answers').waitFor();
        await report.getByRole('link', { name: groom.member.name }).waitFor();
        await report.getByText(groom.mid).waitFor();
        await report.getByText('Waiting for a decision', { exact: true }).waitFor();
        await expectUsable(operator, phone);
        await shot(operator, 'queue');

        // Dismiss asks first; leaving the dialog changes nothing.
        await report.getByRole('button', { name: /^Dismiss/ }).click();
        const dismissing = operator.getByRole('dialog', {
          name: `Dismiss the report on ${bride.member.name} (${bride.mid})?`,
        });
        await dismissing.waitFor();
        await operator.keyboard.press('Escape');
        await dismissing.waitFor({ state: 'hidden' });
        await expect(openReports()).resolves.toBe(before + 1);

        // Refunded after a confirmation that says what follows.
        await report.getByRole('button', { name: /^Refund the download/ }).click();
        const refunding = operator.getByRole('dialog', {
          name: `Refund the download of ${bride.member.name} (${bride.mid})?`,
        });
        await refunding
          .getByText(
            `The download no longer counts against ${groom.member.name} (${groom.mid})'s subscription`,
            {
              exact: false,
            },
          )
          .waitFor();
        await expect(
          isTappable(refunding.getByRole('button', { name: 'Refund the download' })),
        ).resolves.toBe(true);
        await expect(isTappable(refunding.getByRole('button', { name: 'Cancel' }))).resolves.toBe(true);
        await expect(seriousAxeViolations(operator)).resolves.toEqual([]);
        await shot(operator, 'refund-dialog');
        await refunding.getByRole('button', { name: 'Refund the download' }).click();
        const toast = operator.getByText('Download refunded', { exact: true });
        await toast.first().waitFor();
        await report.waitFor({ state: 'detached' });
        await expect(openReports()).resolves.toBe(before);

        // Among the refunded ones it says so, with no buttons left.
        await operator.getByLabel('Show', { exact: true }).selectOption('refunded');
        await operator.waitForURL('**/admin/unreachable?status=refunded');
        await report.getByText(/^Refunded on \d/).waitFor();
        await expect(report.getByText(/before for this profile/).count()).resolves.toBe(0);
        await expect(report.getByRole('button').count()).resolves.toBe(0);
        // The toast (its own library's styles) goes before the page is measured.
        await toast.first().waitFor({ state: 'hidden', timeout: 20_000 });
        await expectUsable(operator, phone);
        await shot(operator, 'refunded');

        // The members' reports page points to this queue.
        await operator.goto('/admin/reports');
        const way = operator.getByRole('link', { name: 'Open that queue' });
        await expect(way.getAttribute('href')).resolves.toBe('/admin/unreachable?status=open');
        await expect(isTappable(way)).resolves.toBe(true);

        // The member's download is his again.
        await expect(downloadsShown(member)).resolves.toEqual(['1', '0', '1']);
      } finally {
        await family.context.close();
        await office.context.close();
      }
    });
  });
}

describe('the queue in Marathi and Tamil', () => {
  test('reads in the operator’s language, on a phone', async ({ browser }) => {
    for (const [language, title, tile, show] of [
      ['mr', 'न लागणारे नंबर', /नंबर लागत नसल्याच(?:ी|्या) तक्रार/, 'दाखवा'],
      ['ta', 'தொடர்பு கிடைக்காத எண்கள்', /தொடர்பு கிடைக்காத எண்(?:கள்)? பற்றிய புகார்/, 'காட்டு'],
    ] as const) {
      const office = await windowOf(browser, admin, PHONE, language);
      try {
        const operator = office.page;
        await operator.goto('/admin');
        await operator.getByRole('link', { name: tile }).click();
        await operator.waitForURL('**/admin/unreachable?status=open');
        await operator.getByRole('heading', { level: 1, name: title }).waitFor();
        await operator.getByLabel(show, { exact: true }).waitFor();
        await expectNoSidewaysScroll(operator);
        await expect(seriousAxeViolations(operator)).resolves.toEqual([]);
        await operator.screenshot({
          path: path.join(screenshots, `phone-queue-${language}.png`),
          fullPage: true,
        });
      } finally {
        await office.context.close();
      }
    }
  });
});
