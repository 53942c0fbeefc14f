import { TOKEN_COOKIE } from '@varmala/shared';
import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { uniqueAddress } from '../support/factories';
import { test } from '../support/fixtures';
import { recordLayoutShifts } from '../support/layout-shifts';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';

type Language = 'en' | 'mr' | 'ta';

/** The heading of each public page in English; in Marathi and Tamil, the letters of their script. */
const PAGES: Record<string, string> = {
  '/': 'Find a life partner in your community',
  '/login': 'Login',
  '/signup': 'Register',
  '/password/reset': 'Forgot password',
  '/public-profile/search': 'Profiles by date of birth',
};
const SCRIPT: Record<Language, RegExp> = { en: /^[A-Za-z ]+$/, mr: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ };
/** The site's name as each language writes it. */
const SITE_NAME: Record<Language, string> = { en: 'Varmala', mr: 'वरमाला', ta: 'வரமாலா' };

/**
 * A phone's context without the service worker, which would hand scripts over past a test's gate
 * and keep pages of its own.
 */
function phoneWithoutWorker(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: inject('baseURL'),
    viewport: PHONE,
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
}

describe('text before JavaScript', () => {
  test('the built public pages ask for their stylesheet first and for their scripts after it; a member page without a frame does not wait', async () => {
    // The real build's page, as the server rewrites it: a change in how Vite writes its tags would
    // otherwise put the scripts back in the head without a word.
    const pageOf = async (path: string, cookie = '') => {
      const response = await fetch(`${inject('baseURL')}${path}`, {
        headers: { cookie, 'x-forwarded-for': uniqueAddress() },
      });
      return response.text();
    };
    for (const path of Object.keys(PAGES)) {
      const html = await pageOf(path);
      const head = html.slice(0, html.indexOf('</head>'));
      const tags = [...head.matchAll(/<(?:link|script)\b[^>]*>/g)].map(([tag]) => tag);
      expect(
        tags.findIndex((tag) => tag.includes('rel="stylesheet"')),
        path,
      ).toBe(0);
      expect(html, path).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
      const listed = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html)?.[1];
      const scripts = JSON.parse(listed ?? 'null') as { entry: string; preload: string[] } | null;
      expect(scripts?.entry, path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      expect(scripts?.preload.length, path).toBeGreaterThan(1);
    }
    // Home and search paint a frame first (member-frame.e2e.ts); the other member pages are the app's.
    const member = await pageOf('/interests/received', `${TOKEN_COOKIE}=a.b.c`);
    expect(member).toContain('<script type="module" crossorigin');
    expect(member).not.toContain('id="page-scripts"');
  });

  test('a public page is painted before its scripts are asked for, and is then taken over', async ({
    browser,
  }) => {
    const context = await phoneWithoutWorker(browser);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of Object.keys(PAGES)) {
      await page.goto(path);
      // Taken over: the app's notifications area is there once it has loaded.
      await page.locator('section[aria-live]').waitFor({ state: 'attached' });
      const timing = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        entry: performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
      }));
      expect(timing.painted, path).toBeGreaterThan(0);
      expect(timing.entry, path).toBeGreaterThanOrEqual(timing.painted ?? Number.POSITIVE_INFINITY);
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  test("with JavaScript off, each public page shows its header, heading and text in the visitor's language", async ({
    browser,
  }) => {
    for (const language of ['en', 'mr', 'ta'] as const) {
      const context = await browser.newContext({
        baseURL: inject('baseURL'),
        viewport: PHONE,
        javaScriptEnabled: false,
        extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
      });
      await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
      const page = await context.newPage();
      for (const [path, english] of Object.entries(PAGES)) {
        await page.goto(path);
        const where = `${language} ${path}`;
        await expect(
          page.evaluate(() => document.documentElement.lang),
          where,
        ).resolves.toBe(language);
        const heading = (await page.locator('h1').textContent()) ?? '';
        if (language === 'en') expect(heading, where).toBe(english);
        else expect(heading, where).toMatch(SCRIPT[language]);
        // The site's name, and for the pages in the shell the header with its menu.
        await expect(
          page.getByRole('link', { name: SITE_NAME[language] }).first().isVisible(),
          where,
        ).resolves.toBe(true);
        if (path !== '/public-profile/search') {
          await expect(page.locator('.site-nav__toggle').isVisible(), where).resolves.toBe(true);
        }
        // Some main text beyond the heading: a lead, a form, a notice.
        const main = (await page.locator('main').first().innerText()).replace(heading, '').trim();
        expect(main.length, where).toBeGreaterThan(10);
        await expectNoSidewaysScroll(page);
      }
      await context.close();
    }
  });

  test('the app takes the prerendered page over without drawing it again or moving anything', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const shifted = await recordLayoutShifts(page);
    // The entry script arrives late, as on a slow line: the page is read before it runs.
    let release: () => void = () => undefined;
    let gate = Promise.resolve();
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    for (const path of Object.keys(PAGES)) {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator('h1').waitFor();
      // The whole prerendered page is read before the app starts. On a slow CPU the browser may draw
      // a part-read header for a frame (a select before its options): that is the parser's, not the
      // app's, so the count starts once the markup is all in.
      await page.waitForFunction(() => document.readyState !== 'loading');
      await page.evaluate(() => Object.assign(window, { firstHeading: document.querySelector('h1') }));
      const shiftedBefore = await shifted();
      release();
      // Taken over: the app's notifications area is there once it has loaded and settled.
      await page.locator('section[aria-live]').waitFor({ state: 'attached' });
      await expect(
        page.evaluate(() => document.querySelector('h1') === window.firstHeading),
        path,
      ).resolves.toBe(true);
      await expect(shifted(), path).resolves.toEqual(shiftedBefore);
    }
  });

  test('a prerendered form the server cannot answer, the language control and the menu button can be used only once the app has it, so nothing chosen is lost or sent in the address; the account forms work at once', async ({
    browser,
  }) => {
    const context = await phoneWithoutWorker(browser);
    const page = await context.newPage();
    let release: () => void = () => undefined;
    let gate = Promise.resolve();
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    const disabled = (selector: string) =>
      page.evaluate(
        (selector) => [...document.querySelectorAll(selector)].map((control) => control.matches(':disabled')),
        selector,
      );
    const FORM_CONTROLS = 'main form :is(input, select, textarea, button)';
    const HEADER_CONTROLS = 'select.language-picker__select, .site-nav__toggle';
    for (const path of ['/login', '/signup', '/password/reset', '/public-profile/search']) {
      // The log-in, sign-up and reset forms are posted to their own page (decision 033).
      const answeredByServer = path !== '/public-profile/search';
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.goto(path, { waitUntil: 'commit' });
      await page.locator('main form').waitFor();
      const header = await disabled(HEADER_CONTROLS);
      expect(header.length, path).toBeGreaterThan(0);
      expect(header.every(Boolean), `${path}: header controls disabled before the app runs`).toBe(true);
      const form = await disabled(FORM_CONTROLS);
      expect(form.length, path).toBeGreaterThan(1);
      if (answeredByServer) {
        expect(form.some(Boolean), `${path}: every form control usable before the app runs`).toBe(false);
        await expect(
          page.evaluate(() => {
            const sent = document.querySelector<HTMLFormElement>('main form');
            return [sent?.method, sent?.getAttribute('action')];
          }),
          path,
        ).resolves.toEqual(['post', path]);
      } else {
        expect(form.every(Boolean), `${path}: every control disabled before the app runs`).toBe(true);
        // A tap on the button does nothing: the form is not sent the browser's own way.
        const sent = await page.evaluate(() => {
          const form = document.querySelector('main form');
          let submitted = false;
          form?.addEventListener(
            'submit',
            (event) => {
              submitted = true;
              event.preventDefault();
            },
            { once: true },
          );
          form?.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
          return submitted;
        });
        expect(sent, path).toBe(false);
      }
      release();
      await page.locator('section[aria-live]').waitFor({ state: 'attached' });
      await expect
        .poll(
          async () =>
            [...(await disabled(FORM_CONTROLS)), ...(await disabled(HEADER_CONTROLS))].some(Boolean),
          {
            message: path,
          },
        )
        .toBe(false);
    }
    await context.close();
  });

  test("a member handed a visitor's page offline gets their own header, every link where it says", async ({
    browser,
    member,
  }) => {
    // The service worker keeps the last page it fetched as the shell of every page: offline, a
    // member who has just logged in is handed the visitor's login page for any address.
    const kept = await fetch(`${inject('baseURL')}/login`, {
      headers: { 'x-forwarded-for': uniqueAddress() },
    });
    const body = await kept.text();
    expect(body).toContain('data-prerendered="/login"');
    const context = await phoneWithoutWorker(browser);
    await context.addCookies([
      { name: 'accessTokenV2', value: member.token, url: inject('baseURL'), sameSite: 'Strict' },
    ]);
    const page = await context.newPage();
    await page.route(/\/profile\/search$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }),
    );
    await page.goto('/profile/search');
    await page.locator('section[aria-live]').waitFor({ state: 'attached' });
    await page.locator('h1', { hasText: 'Search Profile' }).waitFor();
    const links = await page
      .locator('header a')
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(links).toContainEqual(['Search Profile', '/profile/search']);
    expect(links.map(([text]) => text)).not.toContain('Login');
    expect(links.map(([text]) => text)).not.toContain('Register');
    await expect(page.locator('h1').allTextContents()).resolves.not.toContain('Login');
    await context.close();
  });

  test('a member gets the page without the visitor markup, so no visitor header flashes', async ({
    page,
    context,
    member,
  }) => {
    await context.addCookies([
      { name: 'accessTokenV2', value: member.token, url: inject('baseURL'), sameSite: 'Strict' },
    ]);
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('id="public-config"');
    await page.getByRole('link', { name: 'Search Profile' }).first().waitFor();
  });
});
