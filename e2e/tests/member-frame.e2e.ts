import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiRoute, birthYears, TOKEN_COOKIE } from '@varmala/shared';
import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { uniqueAddress } from '../support/factories';
import { appTookOver, pathOf, test } from '../support/fixtures';
import { holdRequests } from '../support/hold';
import { recordLayoutShifts } from '../support/layout-shifts';
import { createAdmin } from '../support/operator';
import { PHONE } from '../support/phone';
import { approve, createProfile, type Profile, uploadPhoto } from '../support/profiles';

type Language = 'en' | 'mr' | 'ta';

/** Each member page's heading and the header's Search link, as each language writes them. */
const FRAMES: Record<Language, { site: string; home: string; search: string }> = {
  en: { site: 'Varmala', home: 'My home', search: 'Search Profile' },
  mr: { site: 'वरमाला', home: 'माझे मुख्यपृष्ठ', search: 'स्थळ शोधा' },
  ta: { site: 'வரமாலா', home: 'என் முகப்பு', search: 'வரன் தேடல்' },
};

const PATHS = ['/home', '/profile/search'] as const;

const screenshots = resolve(import.meta.dirname, '../artifacts/member-frame');
mkdirSync(screenshots, { recursive: true });

/** An operator's or a family's computer. */
const DESK = { width: 1280, height: 800 };

async function memberOnPhone(
  browser: Browser,
  profile: Profile,
  options: { language?: Language; javaScriptEnabled?: boolean; viewport?: typeof PHONE } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: options.viewport ?? PHONE,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    // The service worker would hand scripts over past a test's gate.
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
  await context.addCookies([
    { name: 'lang', value: options.language ?? 'en', url: inject('baseURL') },
    { name: TOKEN_COOKIE, value: profile.member.token, url: inject('baseURL'), sameSite: 'Strict' },
  ]);
  return context;
}

/** The page as the server sends it to whoever holds this cookie. */
async function pageFor(path: string, cookie: string): Promise<string> {
  const response = await fetch(`${inject('baseURL')}${path}`, {
    headers: { cookie, 'x-forwarded-for': uniqueAddress() },
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe("a member's page before the app", () => {
  test('is the same frame for every member, with nothing of any of them, painted before its scripts are asked for', async () => {
    const [one, other] = await Promise.all([createProfile(), createProfile()]);
    for (const path of PATHS) {
      const html = await pageFor(path, `${TOKEN_COOKIE}=${one.member.token}; lang=en`);
      expect(html, path).toContain(`data-prerendered="${path}"`);
      expect(html, path).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
      expect(html, path).toContain('id="page-scripts"');
      // One HTML for every member: it may be cached, and says nothing of whom it is for.
      await expect(pageFor(path, `${TOKEN_COOKIE}=${other.member.token}; lang=en`), path).resolves.toBe(html);
      for (const secret of [one.mid, one.fullName, one.member.mobile, one.member.name]) {
        expect(html, path).not.toContain(secret);
      }
      // A visitor gets no frame: the app sends them to log in.
      expect(await pageFor(path, 'lang=en'), path).not.toContain('data-prerendered');
    }
  });

  test("with JavaScript off, shows the member's header and the page's title in their language, and nothing of theirs", async ({
    browser,
  }) => {
    const profile = await createProfile();
    for (const language of ['en', 'mr', 'ta'] as const) {
      const context = await memberOnPhone(browser, profile, { language, javaScriptEnabled: false });
      const page = await context.newPage();
      const texts = FRAMES[language];
      for (const path of PATHS) {
        const where = `${language} ${path}`;
        await page.goto(path);
        await expect(page.locator('h1').textContent(), where).resolves.toBe(
          path === '/home' ? texts.home : texts.search,
        );
        await expect(page.getByRole('link', { name: texts.site }).first().isVisible(), where).resolves.toBe(
          true,
        );
        await expect(page.locator('.site-nav__toggle').isVisible(), where).resolves.toBe(true);
        // A member's links, not a visitor's.
        const links = await page
          .locator('header a')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
        expect(links, where).toContain('/profile/search');
        expect(links, where).toContain('/logout');
        expect(links, where).not.toContain('/login');
        const text = await page.locator('body').innerText();
        expect(text, where).not.toContain(profile.mid);
        expect(text, where).not.toContain(profile.fullName);
        // No results, no news: they are the member's.
        await expect(page.locator('.result-list, .member-home__news').count(), where).resolves.toBe(0);
      }
      await context.close();
    }
  });

  test('its buttons wait for the app, which takes the same markup over and fills in what is the member’s', async ({
    browser,
  }) => {
    const profile = await createProfile();
    const context = await memberOnPhone(browser, profile);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      // The context blocks service workers (so the gate holds): the app's own registration, once the
      // page has settled, is refused with a warning that says nothing of the page.
      if (message.text() === 'Service Worker registration blocked by Playwright') return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    let release: () => void = () => undefined;
    let gate = Promise.resolve();
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    const disabled = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('button, select')].map((control) => control.matches(':disabled')),
      );
    for (const path of PATHS) {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator('h1').waitFor();
      await page.waitForFunction(() => document.readyState !== 'loading');
      // Before the app: every button and the language control do nothing.
      const before = await disabled();
      expect(before.length, path).toBeGreaterThan(1);
      expect(before.every(Boolean), `${path}: every control disabled before the app runs`).toBe(true);
      await expect(page.locator('header').innerText(), path).resolves.not.toContain(profile.mid);
      await page.evaluate(() => Object.assign(window, { firstHeading: document.querySelector('h1') }));

      release();
      await appTookOver(page);
      // Taken over, not drawn again: the heading is the one the browser painted.
      await expect(
        page.evaluate(
          () =>
            document.querySelector('h1') === (window as unknown as { firstHeading: Element }).firstHeading,
        ),
        path,
      ).resolves.toBe(true);
      expect(pathOf(page), path).toBe(path);
      // The member's own: their number in the menu's link to their profile, and the page's data.
      await page.locator('header a', { hasText: profile.mid }).waitFor({ state: 'attached' });
      await page
        .locator(path === '/home' ? '.member-home__news' : '.search-results__count')
        .waitFor({ state: 'attached' });
      await expect.poll(async () => (await disabled()).some(Boolean), { message: path }).toBe(false);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test('on a phone nothing the frame painted moves when the member’s own fills it in, a notice above the results included', async ({
    browser,
  }) => {
    // Not yet approved: the search also says so, which the frame cannot know.
    const profile = await createProfile();
    const context = await memberOnPhone(browser, profile);
    const page = await context.newPage();
    const layoutShifts = await recordLayoutShifts(page);
    let release: () => void = () => undefined;
    let gate = Promise.resolve();
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    for (const path of PATHS) {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.goto(path, { waitUntil: 'commit' });
      // The frame is on the screen before the app starts.
      await page.locator('h1').waitFor();
      await page.waitForFunction(() => document.readyState !== 'loading');
      release();
      await appTookOver(page);
      await page
        .locator(path === '/home' ? '.member-home__news' : '.search-results__count')
        .waitFor({ state: 'attached' });
      if (path === '/profile/search') {
        await page.getByRole('status').filter({ hasText: 'Your profile is waiting for approval' }).waitFor();
      }
      await page.locator('header a', { hasText: profile.mid }).waitFor({ state: 'attached' });
      await expect(layoutShifts(), path).resolves.toEqual([]);
    }
    await context.close();
  });

  for (const language of ['en', 'mr', 'ta'] as const) {
    test(`at a desk (1,280 px) in ${language}, the header keeps its rows when the member's number, the bell and a count arrive`, async ({
      browser,
    }) => {
      // Her family has a new interest waiting: its count comes to the header too.
      const admin = await createAdmin();
      const profile = await createProfile({ basic: { gender: 'Female' } });
      const suitor = await createProfile({ basic: { gender: 'Male' } });
      for (const approved of [profile, suitor]) await approve(admin, approved);
      const sent = await fetch(
        `${inject('baseURL')}${apiRoute('sendInterest', { profileId: profile.profileId }).url}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${suitor.member.token}`,
            'content-type': 'application/json',
            'x-forwarded-for': uniqueAddress(),
          },
          body: JSON.stringify({ template: 'liked_profile' }),
        },
      );
      expect(sent.status).toBe(200);
      const context = await memberOnPhone(browser, profile, { language, viewport: DESK });
      const page = await context.newPage();
      const layoutShifts = await recordLayoutShifts(page);
      await page.goto('/home');
      await appTookOver(page);
      await page.locator('header a', { hasText: profile.mid }).waitFor();
      // The bell and the count come once the page has settled, seconds after the load.
      await page.getByTestId('notification-bell').waitFor({ timeout: 20_000 });
      await page.locator('header a[href="/interests"] .site-nav__badge', { hasText: '1' }).waitFor();
      await expect(layoutShifts()).resolves.toEqual([]);
      await page.screenshot({
        path: join(screenshots, `desk-header-${language}.png`),
        clip: { x: 0, y: 0, width: DESK.width, height: 160 },
      });
      await context.close();
    });
  }

  test("the search's first page is asked for once, beside the scripts, and the first card's photo as soon as it is in", async ({
    browser,
  }) => {
    const admin = await createAdmin();
    // A bride with a photo, and a groom with one of his own, who may therefore see hers.
    const bride = await createProfile({
      basic: { gender: 'Female', date_of_birth: `${birthYears()[5]}-05-20` },
    });
    await uploadPhoto(bride);
    await approve(admin, bride);
    const profile = await createProfile({
      basic: { gender: 'Male', date_of_birth: `${birthYears()[7]}-01-09` },
    });
    await uploadPhoto(profile);
    const context = await memberOnPhone(browser, profile);
    const page = await context.newPage();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/profile/recent/')) searches.push(new URL(request.url()).pathname);
    });
    const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    const answered = page.waitForResponse((response) => response.url().includes('/api/profile/recent/1'));
    await page.goto('/profile/search', { waitUntil: 'commit' });
    // The app's code is held back, and the search is already asked: by the page's starter.
    const answer = (await (await answered).json()) as {
      rows: { profile_id: number; photos: { short: string }[] }[];
    };
    expect(searches).toEqual(['/api/profile/recent/1']);
    // The newest profile comes first: the bride, whose photo the groom may see.
    expect(answer.rows[0]?.profile_id).toBe(bride.profileId);
    const firstPhoto = answer.rows[0]?.photos[0]?.short;
    expect(firstPhoto).toMatch(/^\/api\/media\//);
    const preloaded = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')].map((link) =>
          link.getAttribute('href'),
        ),
      );
    await expect.poll(preloaded).toEqual([firstPhoto]);

    release();
    await appTookOver(page);
    await page.locator('.search-results__count').waitFor({ state: 'attached' });
    // The app took the starter's answer: the server was asked once.
    expect(searches).toEqual(['/api/profile/recent/1']);
    await expect(page.locator('.profile-card__photo').first().getAttribute('src')).resolves.toBe(firstPhoto);

    // A search with filters in its address is the app's own call: the starter sends nothing.
    searches.length = 0;
    await page.goto('/profile/search?from_age=21');
    await appTookOver(page);
    await page.locator('.search-results__count').waitFor({ state: 'attached' });
    expect(searches).toEqual(['/api/profile/recent/1']);
    await expect(page.evaluate(() => 'varmalaFirstAnswer' in window)).resolves.toBe(false);
    await context.close();
  });

  test('a visitor, and a member whose session is refused, still end up at the login page', async ({
    browser,
  }) => {
    for (const cookie of [undefined, 'not.a.token']) {
      const context = await browser.newContext({
        baseURL: inject('baseURL'),
        viewport: PHONE,
        serviceWorkers: 'block',
        extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
      });
      if (cookie) {
        await context.addCookies([{ name: TOKEN_COOKIE, value: cookie, url: inject('baseURL') }]);
      }
      const page = await context.newPage();
      for (const path of PATHS) {
        await page.goto(path);
        await page.waitForURL('**/login');
        await page.locator('h1', { hasText: 'Login' }).waitFor();
        // The frame's member header is gone with it.
        await expect(page.locator('header a[href="/logout"]').count(), `${cookie} ${path}`).resolves.toBe(0);
      }
      await context.close();
    }
  });
});
