import { TOKEN_COOKIE } from '@varmala/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { uniqueAddress } from '../support/factories';
import { appTookOver, test } from '../support/fixtures';
import { PHONE } from '../support/phone';
import { createProfile } from '../support/profiles';

/** The pages the build prerenders, for a visitor, and the member frames (lib/member-frame.ts). */
const VISITOR_PATHS = ['/', '/login', '/signup', '/password/reset', '/public-profile/search'];
const MEMBER_PATHS = ['/home', '/profile/search'];

/**
 * Every link, button and field of the page: what it says and where it leads or what it sends. The
 * profile cards and the counts are the data of the moment, which the other tests change between the two
 * loads; what is compared is the page around them.
 */
function controlsOf(page: Page): Promise<string[]> {
  return page.locator('#root').evaluate((root) =>
    [...root.querySelectorAll('a, button, input, select, textarea')]
      .map((control) => {
        if (control.closest('.profile-card')) return 'a profile card';
        const text = (control.textContent ?? '').replace(/\s+/g, ' ').trim().replace(/\d+/g, 'N');
        const where =
          control.getAttribute('href') ??
          control.getAttribute('name') ??
          control.getAttribute('type') ??
          control.tagName.toLowerCase();
        return `${text} -> ${where}`;
      })
      // However many cards there are now, one stands for them all.
      .filter((control, index, controls) => control !== 'a profile card' || controls[index - 1] !== control),
  );
}

/** The controls once nothing has changed for a second: the page's data, the configuration, are in. */
async function settledControls(page: Page): Promise<string[]> {
  let last = await controlsOf(page);
  let unchangedSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() - unchangedSince < 1_000 && Date.now() < deadline) {
    await page.waitForTimeout(200);
    const now = await controlsOf(page);
    if (JSON.stringify(now) !== JSON.stringify(last)) {
      last = now;
      unchangedSince = Date.now();
    }
  }
  return last;
}

/** The page taken over from the build's markup, and the same page drawn by the app afresh. */
async function takenOverAndAfresh(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(path);
  await appTookOver(page);
  const takenOver = await settledControls(page);
  // Without the mark that the markup is this page's, the app clears it and draws the page itself.
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/ data-prerendered="[^"]*"/, '');
      await route.fulfill({ response, body });
    },
  );
  await page.goto(path);
  await appTookOver(page);
  const afresh = await settledControls(page);
  await page.close();
  return { takenOver, afresh };
}

describe('a prerendered page taken over', () => {
  test('is the page the app draws: every link leads where it says, for a visitor', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport: PHONE,
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    for (const path of VISITOR_PATHS) {
      const { takenOver, afresh } = await takenOverAndAfresh(context, path);
      expect(takenOver.length, path).toBeGreaterThan(2);
      expect(takenOver, path).toEqual(afresh);
    }
    await context.close();
  });

  test('is the page the app draws: every link leads where it says, for a member (Help is not Log Out)', async ({
    browser,
  }) => {
    const profile = await createProfile();
    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport: PHONE,
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    await context.addCookies([
      { name: TOKEN_COOKIE, value: profile.member.token, url: inject('baseURL'), sameSite: 'Strict' },
    ]);
    for (const path of MEMBER_PATHS) {
      const { takenOver, afresh } = await takenOverAndAfresh(context, path);
      expect(
        takenOver.some((control) => control.startsWith('Help')),
        path,
      ).toBe(true);
      expect(takenOver, path).toEqual(afresh);
    }
    await context.close();
  });
});
