import { TOKEN_COOKIE } from '@varmala/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { launchChromium } from './browser';
import { type Member, uniqueAddress } from './factories';
import { createProfile } from './profiles';

// Chromium logs every 4xx answer; those are expected (a wrong password is a 401).
const EXPECTED_CONSOLE_ERRORS = [/^Failed to load resource: the server responded with a status of 4\d\d/];

export interface PageOptions {
  viewport?: { width: number; height: number };
}

/**
 * One browser per test file, a fresh context (cookies, storage) per test. A console error or an
 * uncaught exception in the page fails the test.
 */
export const test = base
  // biome-ignore lint/correctness/noEmptyPattern: vitest wants a pattern before the cleanup argument; this fixture needs none
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  // A member for tests that only read; tests that change the account create their own. The basic
  // step is saved: without a profile of their own a member may not search or view others.
  .extend('member', { scope: 'file' }, async (): Promise<Member> => (await createProfile()).member)
  .extend('context', async ({ browser }, { onCleanup }): Promise<BrowserContext> => {
    // Each test is a visitor from an address of its own (see uniqueAddress).
    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    onCleanup(() => context.close());
    return context;
  })
  .extend('page', async ({ context }, { onCleanup }): Promise<Page> => {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !EXPECTED_CONSOLE_ERRORS.some((expected) => expected.test(text))) {
        problems.push(`console.error: ${text}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    onCleanup(() => {
      if (problems.length > 0) throw new Error(`The page reported errors:\n${problems.join('\n')}`);
    });
    return page;
  });

/** Logs the member in the way a returning visitor is: with the token cookie already set. */
export async function loginWithCookie(context: BrowserContext, member: Member): Promise<void> {
  await context.addCookies([
    { name: TOKEN_COOKIE, value: member.token, url: inject('baseURL'), sameSite: 'Strict' },
  ]);
}

/** Logs the member in through the login form of the page currently open. */
/** Waits until the app has taken over the page's prerendered markup (main.tsx). */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.dataset.prerendered === undefined);
}

/**
 * Logs in through the app's form. The prerendered form also works before the app arrives (the
 * server answers it, decision 033); these tests are of the app's own handling, so they wait for it.
 */
export async function loginWithForm(page: Page, member: Member): Promise<void> {
  await appTookOver(page);
  await page.getByLabel('Mobile number').fill(member.mobile);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
