import type { Language } from '@varmala/shared';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { seriousAxeViolations } from './axe';
import { type Member, uniqueAddress } from './factories';
import { loginWithCookie } from './fixtures';
import { recordLayoutShifts } from './layout-shifts';
import { expectNoSidewaysScroll, PHONE, smallTapTargets } from './phone';

/** An API call as the member, from an address of its own so no limit of another test is met. */
export async function callAs(member: Member, route: { method: string; url: string }, body?: unknown) {
  return fetch(`${inject('baseURL')}${route.url}`, {
    method: route.method,
    // A JSON content type with no body is refused (400): the header goes only with a body.
    headers: {
      authorization: `Bearer ${member.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': uniqueAddress(),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * A 360 × 740 phone in the family's language, logged in as the member: its console errors and
 * page errors (not a 4xx the page answers) and its layout shifts from the first page on.
 */
export async function phoneOf(browser: Browser, member: Member, language: Language) {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
  await loginWithCookie(context, member);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const shifts = await recordLayoutShifts(page);
  return { context, page, problems, shifts };
}

/** The page as a family on a small phone meets it: no serious axe finding, every tap target 44 px. */
export async function expectFitForAPhone(page: Page) {
  await expectNoSidewaysScroll(page);
  await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  await expect(smallTapTargets(page)).resolves.toEqual([]);
}
