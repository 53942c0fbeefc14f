import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { apiRoute } from '@varmala/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { mr } from '../../apps/web/src/i18n/mr';
import { ta } from '../../apps/web/src/i18n/ta';
import { seriousAxeViolations } from '../support/axe';
import { apiCall, type Member, uniqueEmail } from '../support/factories';
import { test as base, loginWithCookie } from '../support/fixtures';
import { createAdmin, grantSubscription } from '../support/operator';
import { expectNoSidewaysScroll, PHONE, smallTapTargets } from '../support/phone';
import { approve, createProfile, type Profile } from '../support/profiles';

const DESKTOP = { width: 1280, height: 800 };
const screenshots = path.resolve(import.meta.dirname, '../artifacts/taps-and-small-things');

/** What the pages say in each language: the web app's own catalogues. */
const TEXTS = { mr, ta } as const;

// Long words: on a phone a name must wrap between them, never inside one.
const BRIDE_NAME = 'Venkatalakshmi Bhagyashree';
const BRIDE_SURNAME = 'Chandrashekharaiah';

interface World {
  admin: Member;
  bride: Profile;
  groom: Profile;
  /** The path of the bride's shared biodata page. */
  sharePath: string;
}

const test = base.extend('world', { scope: 'file' }, async (): Promise<World> => {
  mkdirSync(screenshots, { recursive: true });
  const admin = await createAdmin();
  const bride = await createProfile({
    basic: { gender: 'Female', name: BRIDE_NAME, surname: BRIDE_SURNAME },
  });
  // With an address: mail is the member's to choose only when there is somewhere to send it.
  const groom = await createProfile({ basic: { gender: 'Male', email: uniqueEmail() } });
  await approve(admin, bride);
  await approve(admin, groom);
  const badge = apiRoute('addVerification', { profileId: bride.profileId });
  expect(
    (
      await apiCall(badge.url.replace(/^\/api/, ''), {
        method: badge.method,
        token: admin.token,
        body: JSON.stringify({ kind: 'operator_call' }),
      })
    ).status,
  ).toBe(200);
  await grantSubscription(groom.member, 5, 30);
  const download = apiRoute('downloadProfile', { profileId: bride.profileId });
  expect((await apiCall(download.url.replace(/^\/api/, ''), { token: groom.member.token })).status).toBe(200);
  const link = await apiCall('/me/share-links', { method: 'POST', token: bride.member.token, body: '{}' });
  expect(link.status).toBe(200);
  const { url } = (await link.json()) as { url: string };
  return { admin, bride, groom, sharePath: new URL(url).pathname };
});

const INDIC = /[\u0900-\u097f\u0b80-\u0bff]/;

/** Elements whose own Devanagari or Tamil text is drawn slanted: those fonts have no italic. */
async function slantedIndicText(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const indic = new RegExp(source);
    const slanted: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      if (indic.test(own) && getComputedStyle(element).fontStyle !== 'normal')
        slanted.push(`${element.tagName.toLowerCase()} "${own.trim().slice(0, 30)}"`);
    }
    return slanted;
  }, INDIC.source);
}

/** On the phone: no sideways scroll, every tap target 44 px, nothing serious for axe, no slanted Indic text. */
async function expectUsable(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  expect(await smallTapTargets(page), `${where}: small tap targets`).toEqual([]);
  expect(await seriousAxeViolations(page), `${where}: axe`).toEqual([]);
  expect(await slantedIndicText(page), `${where}: slanted Indic text`).toEqual([]);
}

/** The words of the element's text that a line break cuts in two. */
async function wordsCutAtLineEnd(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      let previousTop: number | undefined;
      let spaceSince = false;
      for (const { segment, index } of segmenter.segment(text)) {
        if (/\s/.test(segment)) {
          spaceSince = true;
          continue;
        }
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const top = range.getClientRects()[0]?.top;
        if (top === undefined) continue;
        if (previousTop !== undefined && top > previousTop + 2 && !spaceSince) {
          const word = `${text.slice(0, index).split(/\s/).at(-1) ?? ''}${text.slice(index).split(/\s/)[0] ?? ''}`;
          cut.push(word);
        }
        previousTop = top;
        spaceSince = false;
      }
    }
    return cut;
  });
}

async function toastSays(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor();
}

async function speak(context: BrowserContext, language: string): Promise<void> {
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
}

for (const language of ['mr', 'ta'] as const) {
  const texts = TEXTS[language];
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: path.join(screenshots, `${language}-${name}.png`), fullPage: true });

  describe(`taps and small things on a 360 px phone, in ${language}`, () => {
    test('the public pages: the birth-date page waits for the visitor, the shared biodata, the favicon', async ({
      page,
      context,
      world,
    }) => {
      await speak(context, language);
      await page.setViewportSize(PHONE);
      const opened = await page.goto('/public-profile/search');
      await page.getByRole('heading', { level: 1, name: texts.publicProfile.title }).waitFor();
      await page.waitForLoadState('networkidle');
      // Nothing done yet: what to do is said, and nothing warns.
      await page.getByText(texts.publicProfile.selectDate, { exact: true }).waitFor();
      await expect(page.locator('.alert').count()).resolves.toBe(0);
      await expectUsable(page, 'public search');
      await shot(page, 'public-search');
      // A search without the whole date is answered with the warning.
      await page.getByRole('button', { name: texts.publicProfile.submit }).click();
      await page.getByRole('alert').filter({ hasText: texts.publicProfile.selectDate }).waitFor();
      await page.getByRole('button', { name: texts.publicProfile.reset }).click();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);

      // The favicon: linked from the page, served with its type, allowed by the page's policy.
      const icons = await page
        .locator('link[rel="icon"]')
        .evaluateAll((links) =>
          links.map((link) => `${link.getAttribute('href')} ${link.getAttribute('type')}`),
        );
      expect(icons).toEqual(['/favicon.svg image/svg+xml', '/favicon-32.png image/png']);
      expect(opened?.headers()['content-security-policy']).toMatch(/img-src 'self'/);
      for (const [file, type] of [
        ['/favicon.svg', 'image/svg+xml'],
        ['/favicon-32.png', 'image/png'],
      ] as const) {
        const icon = await page.request.get(file);
        expect(icon.status(), file).toBe(200);
        expect(icon.headers()['content-type'], file).toContain(type);
      }

      // The biodata a family shares: its other languages are links a thumb can tap.
      await page.goto(`${world.sharePath}?lang=${language}`);
      await page.getByRole('heading', { level: 1, name: `${BRIDE_NAME} ${BRIDE_SURNAME}` }).waitFor();
      const otherLanguages = page.locator('.langs a');
      await expect(otherLanguages.count()).resolves.toBe(2);
      for (const box of await Promise.all((await otherLanguages.all()).map((link) => link.boundingBox()))) {
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await expectUsable(page, 'shared biodata');
      await expect(page.locator('link[rel="icon"]').getAttribute('href')).resolves.toMatch(
        /^data:image\/svg\+xml,/,
      );
      await shot(page, 'shared-biodata');
    });

    test("the member's settings say when they are saved; the subscription table keeps names whole; badges are tappable", {
      timeout: 120_000,
    }, async ({ page, context, world }) => {
      await speak(context, language);
      await loginWithCookie(context, world.groom.member);
      await page.setViewportSize(PHONE);

      await page.goto('/notifications/settings');
      await page.getByRole('heading', { level: 1, name: texts.notifications.settings.title }).waitFor();
      await page.getByText(texts.notifications.settings.weekly).waitFor();
      await expectUsable(page, 'notification settings');
      // The choice shows once saved, so a click and not a check; each language's run picks another
      // (the groom is the same in both, and a choice already made is not saved again).
      const frequency = language === 'mr' ? 'weekly' : 'daily';
      await page.getByLabel(texts.notifications.settings[frequency]).click();
      await toastSays(page, texts.notifications.settings.saved);
      await shot(page, 'notification-settings');

      await page.goto('/profile/edit/privacy');
      const photos = page.locator('input[name="photo-visibility"]:not(:checked)').first();
      await photos.waitFor();
      await expectUsable(page, 'privacy');
      await photos.click();
      await toastSays(page, texts.privacy.saved);

      await page.goto('/profile/edit/biodata');
      await page.getByRole('button', { name: texts.biodata.shows.save }).waitFor();
      await expectUsable(page, 'biodata');
      await page.getByRole('button', { name: texts.biodata.shows.save }).click();
      await toastSays(page, texts.biodata.shows.saved);

      // A part of the profile saved on the edit tabs says so as the next part opens.
      await page.goto('/profile/edit/basic');
      await page.getByRole('button', { name: texts.profile.saveAndContinue }).click();
      await toastSays(page, texts.profile.editSaved.replace('{{part}}', texts.profile.editSteps.basic));
      await page.waitForURL('**/profile/edit/personal');

      await page.goto('/subscription');
      const row = page.getByRole('row').filter({ hasText: world.bride.mid });
      const name = row.getByRole('cell', { name: BRIDE_NAME, exact: true });
      await name.waitFor();
      await expectUsable(page, 'subscription');
      await expect(wordsCutAtLineEnd(name)).resolves.toEqual([]);
      const wrapping = await name.evaluate((cell) => {
        const style = getComputedStyle(cell);
        return `${style.wordBreak} ${style.overflowWrap}`;
      });
      expect(wrapping).not.toMatch(/break-all|anywhere/);
      await shot(page, 'subscription');

      await page.goto(`/profile/view/${world.bride.profileId}`);
      const badge = page.getByRole('button', { name: texts.badges.kind.operator_call });
      await badge.waitFor();
      await expectUsable(page, 'profile view');
      await badge.click();
      await shot(page, 'profile-view');
    });

    test("the operator's dashboard and reports read well on a phone and a desktop", {
      timeout: 90_000,
    }, async ({ page, context, world }) => {
      await speak(context, language);
      await loginWithCookie(context, world.admin);
      for (const [size, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto('/admin');
        await page.getByRole('heading', { level: 1, name: texts.admin.dashboard.title }).waitFor();
        // The payments tile is a tile like the others: all of it opens the payments, its count as large.
        const tiles = page.locator('.admin-dashboard > li');
        const payments = tiles.last().getByRole('link');
        await payments.waitFor();
        const [tile, link] = await Promise.all([tiles.last().boundingBox(), payments.boundingBox()]);
        expect(link?.height ?? 0).toBeGreaterThanOrEqual((tile?.height ?? 0) - 1);
        const countSize = (item: Locator) =>
          item.locator('.admin-dashboard__number').evaluate((count) => getComputedStyle(count).fontSize);
        await expect(countSize(tiles.last())).resolves.toBe(await countSize(tiles.first()));
        if (size === 'phone') await expectUsable(page, 'dashboard');
        await shot(page, `dashboard-${size}`);

        await page.goto('/admin/reports');
        const filter = page.getByLabel(texts.privacy.queue.show, { exact: true });
        await filter.waitFor();
        // The chosen status is read whole.
        const fits = await filter.evaluate((select) => {
          const chosen = (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';
          const probe = document.createElement('span');
          probe.textContent = chosen;
          probe.style.font = getComputedStyle(select).font;
          probe.style.position = 'absolute';
          document.body.append(probe);
          const needed = probe.getBoundingClientRect().width;
          probe.remove();
          return select.clientWidth >= needed + 24;
        });
        expect(fits, `${size}: the report filter shows its choice`).toBe(true);
        if (size === 'phone') await expectUsable(page, 'reports');
        await shot(page, `reports-${size}`);
      }
    });
  });
}
