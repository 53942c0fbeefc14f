import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { mrCastes, taCastes } from '@varmala/shared/option-labels';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { mr } from '../../apps/web/src/i18n/mr';
import { ta } from '../../apps/web/src/i18n/ta';
import { seriousAxeViolations } from '../support/axe';
import { apiCall, type Member } from '../support/factories';
import { test as base, loginWithCookie } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { expectNoSidewaysScroll, PHONE, smallTapTargets } from '../support/phone';
import { approve, createProfile, type Profile } from '../support/profiles';

// On the Tamil site the spec keeps the sub-caste in `surname`. A member there is named by the name
// alone wherever a name is meant, and the sub-caste shows as one, labelled in the reader's language.

const screenshots = path.resolve(import.meta.dirname, '../artifacts/tamil-name');
const TEXTS = { mr, ta } as const;
const SUB_CASTE_LABELS = { mr: mrCastes.subCaste, ta: taCastes.subCaste } as const;
const NAME = 'கார்த்திகா';
const SUB_CASTE = 'Paraiyar';
const TAMIL_BASIC = { language: 'Tamil', community: 'Adi Dravidar', surname: SUB_CASTE } as const;

interface World {
  admin: Member;
  /** Approved: the groom finds her in the search and opens her profile and her shared biodata. */
  bride: Profile;
  groom: Profile;
  /** New, so she waits in the operator's queue. */
  waiting: Profile;
  sharePath: string;
}

const test = base.extend('world', { scope: 'file' }, async (): Promise<World> => {
  mkdirSync(screenshots, { recursive: true });
  const admin = await createAdmin();
  const bride = await createProfile({
    domain: 'tamilmala',
    basic: { ...TAMIL_BASIC, gender: 'Female', name: NAME },
  });
  const groom = await createProfile({ domain: 'tamilmala', basic: { gender: 'Male' } });
  const waiting = await createProfile({
    domain: 'tamilmala',
    basic: { ...TAMIL_BASIC, gender: 'Female', name: NAME },
  });
  await approve(admin, bride);
  await approve(admin, groom);
  const link = await apiCall('/me/share-links', { method: 'POST', token: bride.member.token, body: '{}' });
  expect(link.status).toBe(200);
  const { url } = (await link.json()) as { url: string };
  return { admin, bride, groom, waiting, sharePath: new URL(url).pathname };
});

async function speak(context: BrowserContext, language: string): Promise<void> {
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
}

/** On the phone: no sideways scroll, every tap target 44 px, nothing serious for axe. */
async function expectUsable(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  expect(await smallTapTargets(page), `${where}: small tap targets`).toEqual([]);
  expect(await seriousAxeViolations(page), `${where}: axe`).toEqual([]);
}

/** The sub-caste in any spelling the pages might print it: stored, or labelled. */
const subCasteAnywhere = new RegExp(
  `${SUB_CASTE}|${taCastes.subCaste[SUB_CASTE]}|${mrCastes.subCaste[SUB_CASTE]}`,
);

async function expectNameAlone(name: Locator, where: string): Promise<void> {
  await expect(name.textContent(), where).resolves.toBe(NAME);
}

/** The operator's queue card of the profile, past as many 'View more' as it takes. */
async function queueCardOf(page: Page, profile: Profile, viewMore: string): Promise<Locator> {
  const card = page.getByRole('article').filter({ hasText: profile.mid });
  const cards = page.getByRole('article');
  const more = page.getByRole('button', { name: viewMore });
  for (let pages = 0; pages < 40; pages++) {
    await card.or(more).first().waitFor();
    if ((await card.count()) > 0) return card;
    const shown = await cards.count();
    await more.click();
    await expect
      .poll(async () => (await card.count()) > 0 || (await cards.count()) > shown, { timeout: 30_000 })
      .toBe(true);
  }
  await card.waitFor();
  return card;
}

for (const language of ['ta', 'mr'] as const) {
  const texts = TEXTS[language];
  const subCasteLabel = texts.profile.basic.subCaste;
  const subCasteValue = SUB_CASTE_LABELS[language][SUB_CASTE] as string;
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshots, `${language}-${name}.png`), fullPage: true });

  describe(`a Tamil name stays a name on a 360 px phone, in ${language}`, () => {
    test('the search card, the profile view and the shared biodata name her alone; the profile view shows her sub-caste', {
      timeout: 120_000,
    }, async ({ page, context, world }) => {
      await speak(context, language);
      await loginWithCookie(context, world.groom.member);
      await page.setViewportSize(PHONE);

      await page.goto(`/profile/search?community=${encodeURIComponent(TAMIL_BASIC.community)}`);
      await page.locator('ul.result-list[aria-busy="false"]').waitFor();
      const card = page.getByRole('article').filter({ hasText: world.bride.mid });
      await card.waitFor();
      await expectNameAlone(card.getByRole('heading'), 'search card');
      await expect(card.textContent()).resolves.not.toMatch(subCasteAnywhere);
      await expectUsable(page, 'search');
      await shot(page, 'search');

      await card.getByRole('link', { name: NAME }).click();
      await page.waitForURL(`**/profile/view/${world.bride.profileId}`);
      // The page's heading reads 'Profile' until the profile is in.
      const heading = page.getByRole('heading', { level: 1, name: NAME });
      await heading.waitFor();
      await expectNameAlone(heading, 'profile view');
      const row = page
        .locator('.detail-list__row')
        .filter({ has: page.getByText(subCasteLabel, { exact: true }) });
      await expect(row.locator('dd').textContent()).resolves.toBe(subCasteValue);
      await expectUsable(page, 'profile view');
      await shot(page, 'profile-view');

      await page.goto(`${world.sharePath}?lang=${language}`);
      const shared = page.getByRole('heading', { level: 1 });
      await shared.waitFor();
      await expectNameAlone(shared, 'shared biodata');
      await expect(page.title()).resolves.toMatch(new RegExp(`^${NAME} · ${world.bride.mid}`));
      const term = page.locator('dt', { hasText: subCasteLabel });
      await expect(term.count()).resolves.toBe(1);
      await expect(term.locator('xpath=following-sibling::dd[1]').textContent()).resolves.toBe(subCasteValue);
      await expectUsable(page, 'shared biodata');
      await shot(page, 'shared-biodata');
    });

    test("the operator's queue names her alone", { timeout: 180_000 }, async ({ page, context, world }) => {
      await speak(context, language);
      await loginWithCookie(context, world.admin);
      await page.setViewportSize(PHONE);
      await page.goto('/admin/profiles/pending');
      await page.getByRole('heading', { level: 1, name: texts.admin.pending.title }).waitFor();
      const card = await queueCardOf(page, world.waiting, texts.admin.search.viewMore);
      await expectNameAlone(card.getByRole('heading', { level: 2 }), 'queue card');
      await expect(card.textContent()).resolves.not.toMatch(subCasteAnywhere);
      await card.scrollIntoViewIfNeeded();
      await expectUsable(page, 'queue');
      await card.screenshot({ path: path.join(screenshots, `${language}-queue-card.png`) });
    });
  });
}
