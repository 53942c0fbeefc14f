import { TOKEN_COOKIE } from '@varmala/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { createMember, uniqueAddress, uniqueEmail, uniqueMobile } from '../support/factories';
import { test } from '../support/fixtures';
import { holdRequests } from '../support/hold';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';
import { createProfile, isoDate, randomBirthDate } from '../support/profiles';

type Language = 'mr' | 'ta';

const FORMS = ['/login', '/signup', '/password/reset'];
const SCRIPT: Record<Language, RegExp> = { mr: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ };
/** The catalogues' words for a wrong password (apps/web src/i18n/<language>/errors.ts). */
const WRONG_PASSWORD: Record<Language, string> = {
  mr: 'मोबाईल नंबर किंवा पासवर्ड चुकीचा आहे.',
  ta: 'மொபைல் எண் அல்லது கடவுச்சொல் தவறு.',
};
const LINK_SENT: Record<Language, string> = {
  mr: 'पासवर्ड रीसेट करण्याची लिंक आपल्या ई-मेलवर पाठवली आहे!',
  ta: 'கடவுச்சொல்லை மீட்டமைக்கும் இணைப்பு உங்கள் மின்னஞ்சலுக்கு அனுப்பப்பட்டுள்ளது!',
};

/**
 * A phone on which no script of the site runs: JavaScript turned off, or (with it on) every script
 * the page asks for refused, as when they never arrive on a slow line.
 */
async function phoneWithoutScripts(
  browser: Browser,
  language: Language,
  how: 'off' | 'blocked',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: PHONE,
    javaScriptEnabled: how === 'blocked',
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
  if (how === 'blocked') await context.route('**/*.js', (route) => route.abort());
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
  return context;
}

async function sessionToken(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE)?.value;
}

async function forgetSession(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: TOKEN_COOKIE });
}

/** The notice the server put over the page's form. */
const notice = (page: Page) => page.locator('main form .alert');

async function logIn(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="mobileNo"]').fill(mobile);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForLoadState('domcontentloaded');
}

describe('the public forms before any script', () => {
  test('each form is in the raw page as a form the browser can send: enabled, posted to its own page', async () => {
    for (const language of ['en', 'mr', 'ta']) {
      for (const path of FORMS) {
        const response = await fetch(`${inject('baseURL')}${path}`, {
          headers: { cookie: `lang=${language}`, 'x-forwarded-for': uniqueAddress() },
        });
        const html = await response.text();
        const where = `${language} ${path}`;
        const form = new RegExp(
          `<form[^>]*method="post"[^>]*action="${path}"|<form[^>]*action="${path}"[^>]*method="post"`,
        );
        expect(html, where).toMatch(form);
        const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
        expect(main, where).toMatch(/<input[^>]*name="mobileNo"/);
        expect(main, where).not.toMatch(/<(?:fieldset|input|select|button)\b[^>]*\sdisabled/);
        expect(main, where).not.toContain('form__getting-ready');
      }
    }
  });

  for (const [language, how] of [
    ['mr', 'off'],
    ['ta', 'blocked'],
  ] as const) {
    test(`${language}, scripts ${how}: signs up, is told of a wrong password, logs in and asks for a reset link`, async ({
      browser,
    }) => {
      const context = await phoneWithoutScripts(browser, language, how);
      const page = await context.newPage();
      const mobile = uniqueMobile();
      const password = 'a long enough password';

      // Sign-up: the form's own post; the session the app keeps is set, and the member goes on.
      await page.goto('/signup');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(language);
      await page.locator('input[name="profileFor"][value="self"]').check();
      await page.locator('input[name="name"]').fill('Kavya Deshmukh');
      await page.locator('input[name="mobileNo"]').fill(mobile);
      await page.locator('input[name="password"]').fill(password);
      await page.locator('input[name="confirmPassword"]').fill(password);
      await page.locator('main form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/profile/register/basic');
      const signedUp = await sessionToken(context);
      expect(signedUp).toBeTruthy();
      const me = await fetch(`${inject('baseURL')}/api/me`, {
        headers: { authorization: `Bearer ${signedUp}`, 'x-forwarded-for': uniqueAddress() },
      });
      expect(me.status).toBe(200);
      await expect(me.json()).resolves.toMatchObject({ language, profile_for: 'self' });
      await forgetSession(context);

      // A wrong password: the login page again, saying so in its language, the number kept.
      await logIn(page, mobile, 'not the password');
      expect(new URL(page.url()).pathname).toBe('/login');
      await expect(notice(page).innerText()).resolves.toContain(WRONG_PASSWORD[language]);
      await expect(notice(page).innerText()).resolves.toMatch(SCRIPT[language]);
      await expect(page.locator('input[name="mobileNo"]').inputValue()).resolves.toBe(mobile);
      await expect(page.locator('input[name="password"]').inputValue()).resolves.toBe('');
      await expect(page.locator('h1').innerText()).resolves.toMatch(SCRIPT[language]);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `artifacts/forms-without-scripts-${language}-wrong-password.png` });
      expect(await sessionToken(context)).toBeUndefined();

      // The right one: in, at the member's home.
      await logIn(page, mobile, password);
      await page.waitForURL((url) => url.pathname === '/home');
      expect(await sessionToken(context)).toBeTruthy();
      await forgetSession(context);

      // A reset link for a family with an e-mail address: the page says it went, in its language.
      const date = randomBirthDate();
      const { member } = await createProfile({
        basic: { date_of_birth: isoDate(date), email: uniqueEmail() },
      });
      await page.goto('/password/reset');
      await page.locator('input[name="mobileNo"]').fill(member.mobile);
      await page.locator('select[name="dob_year"]').selectOption(String(date.year));
      await page.locator('select[name="dob_month"]').selectOption(String(date.month));
      await page.locator('select[name="dob_date"]').selectOption(String(date.day));
      await page.locator('main form button[type="submit"]').click();
      await page.waitForLoadState('domcontentloaded');
      await expect(notice(page).innerText()).resolves.toContain(LINK_SENT[language]);
      await page.screenshot({ path: `artifacts/forms-without-scripts-${language}-reset.png` });

      // Bad input on the reset form: named on the page, what was chosen kept.
      await page.goto('/password/reset');
      await page.locator('input[name="mobileNo"]').fill('12');
      await page.locator('main form button[type="submit"]').click();
      await page.waitForLoadState('domcontentloaded');
      await expect(notice(page).innerText()).resolves.toMatch(SCRIPT[language]);
      await expect(page.locator('input[name="mobileNo"]').inputValue()).resolves.toBe('12');
      await context.close();
    });
  }

  test('what was typed before the app arrived, and the notice the server gave, are kept when it takes over', async ({
    browser,
  }) => {
    const member = await createMember();
    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport: PHONE,
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    const page = await context.newPage();
    const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
    // Typed while the scripts are on their way, sent by the browser itself: a wrong password.
    await page.goto('/login', { waitUntil: 'commit' });
    await page.locator('input[name="mobileNo"]').fill(member.mobile);
    await page.locator('input[name="password"]').fill('not the password');
    await page.locator('main form button[type="submit"]').click();
    await page.locator('main form .alert').waitFor();
    // Typed again before the app has the page.
    await page.locator('input[name="password"]').fill(member.password);
    release();
    await page.locator('section[aria-live]').waitFor({ state: 'attached' });
    await expect(page.locator('input[name="mobileNo"]').inputValue()).resolves.toBe(member.mobile);
    await expect(page.locator('input[name="password"]').inputValue()).resolves.toBe(member.password);
    await expect(notice(page).innerText()).resolves.toContain('Invalid mobile number or password.');
    // The app sends it now, its own way.
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();
  });
});
