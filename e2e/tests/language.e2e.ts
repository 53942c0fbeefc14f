import * as shared from '@varmala/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { uniqueAddress } from '../support/factories';
import { loginWithCookie, test } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';
import { approve, createProfile } from '../support/profiles';

type Language = 'en' | 'mr' | 'ta';

/** The horoscope step as a family fills it in; each test names the star. */
const HOROSCOPE = { birth_place: 'Belagavi', birth_time: '06:30 AM' };

/** A visitor whose browser prefers `locale`, on a phone. */
async function visitor(browser: Browser, locale: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: inject('baseURL'),
    locale,
    viewport: PHONE,
    // The words members typed are read off the API's answers (recordTypedWords): a page the
    // service worker has claimed fetches past the context's routes.
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
}

/** Every text the page ever showed from the start of its next load, in the order it showed. */
async function recordTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenTexts: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const text = node.textContent?.trim();
          if (text) seen.push(text);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => window.seenTexts);
}

const SCRIPTS = { mr: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const;

// Words that stay as they are in every language: the brand and the names of apps and file kinds.
const BRAND = new Set(['Varmala', 'Tamilmala', 'WhatsApp', 'Android', 'PDF', 'JPG', 'JPEG', 'PNG', 'Word']);

/** Abbreviations families write in Latin letters whatever their language: B.E., PhD, ITI, KLE, MM. */
const ABBREVIATION = /^([A-Z]{2,4}|([A-Za-z]\.)+|PhD)$/;

/**
 * Every text the page shows or reads out in its own language: text nodes, the title, placeholders,
 * labels and alternative texts. Text marked as another language (the language control's own names)
 * is left out, as a reader's screen reader would read it in that language.
 */
function textsInPageLanguage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const language = document.documentElement.lang;
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript')) continue;
      if ((parent.closest('[lang]')?.getAttribute('lang') ?? language) !== language) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[placeholder],[aria-label],[title],[alt]')) {
      for (const name of ['placeholder', 'aria-label', 'title', 'alt'])
        texts.push(element.getAttribute(name) ?? '');
    }
    return texts;
  });
}

/**
 * Latin-script words outside brand, abbreviations, what members typed (`typed`), and glosses in
 * brackets (an Act's official English name): English left untranslated.
 */
function englishLeftovers(texts: string[], typed: ReadonlySet<string>): string[] {
  const words = texts
    .join('\n')
    .replace(/\S+@\S+/g, '')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\([^()]*\)/g, '')
    // The notifications area's keyboard shortcut, as the toast library names it.
    .replace(/\balt\+\w\b/g, '')
    .match(/[A-Za-z][A-Za-z.]*/g);
  return [...new Set(words ?? [])]
    .map(bareWord)
    .filter((word) => !BRAND.has(word) && !ABBREVIATION.test(word) && !typed.has(word));
}

/** A word without the full stop that ends its sentence, unless it is an abbreviation such as B.E. */
const bareWord = (word: string) => (ABBREVIATION.test(word) ? word : word.replace(/\.+$/, ''));

/** The words of a text, as englishLeftovers compares them: "M.Sc. Botany" is "M.Sc" and "Botany". */
const wordsOf = (text: string) => (text.match(/[A-Za-z][A-Za-z.]*/g) ?? []).map(bareWord);

/** Every stored option value (communities, states, stars, statuses…): labels the page must translate. */
const OPTION_VALUES: ReadonlySet<string> = new Set(
  (Object.values(shared) as unknown[])
    .filter((value): value is readonly unknown[] => Array.isArray(value))
    .flat()
    .flatMap((item) =>
      typeof item === 'string'
        ? [item]
        : item && typeof item === 'object'
          ? Object.values(item).filter((field): field is string => typeof field === 'string')
          : [],
    ),
);

/**
 * What members and the operator typed, as the page received it: the words of every text in the
 * API's answers to the page (names, cities, captions, an operator's note), but not of the stored
 * option values, which the page must show translated. A typed text is typed whatever its words:
 * "Group photo, face not clear" shares words with the reason `photo_not_suitable`. Other test files
 * share the server, so their members and notes show up in lists too.
 */
async function recordTypedWords(context: BrowserContext): Promise<Set<string>> {
  const typed = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (!OPTION_VALUES.has(value)) for (const word of wordsOf(value)) typed.add(word);
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) collect(item);
    }
  };
  await context.route('**/api/**', async (route) => {
    const response = await route.fetch();
    if (response.headers()['content-type']?.includes('application/json')) {
      collect(await response.json().catch(() => null));
    }
    await route.fulfill({ response });
  });
  return typed;
}

/** Buttons and button-like links whose text is wider than the box it sits in. */
async function clippedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a.button, [role=button], select')]
      .filter((element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.innerText || element.outerHTML.slice(0, 80)),
  );
}

async function choose(page: Page, language: Language): Promise<void> {
  const names = { en: 'English', mr: 'मराठी', ta: 'தமிழ்' };
  await page.locator('select.language-picker__select').first().selectOption({ label: names[language] });
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

describe('the site in Marathi and Tamil', () => {
  test("before any choice the browser's language decides, from the first paint", async ({ browser }) => {
    for (const [locale, language, login] of [
      ['mr-IN', 'mr', 'लॉग इन'],
      ['ta-IN', 'ta', 'உள்நுழை'],
      ['de-DE', 'en', 'Login'],
    ] as const) {
      const context = await visitor(browser, locale);
      const page = await context.newPage();
      const seen = await recordTexts(page);
      const response = await page.goto('/');
      await expect(response?.text()).resolves.toContain(`<html lang="${language}">`);
      // On the phone the links wait in the menu.
      const nav = page.getByRole('navigation').first();
      await nav.getByRole('link', { name: login, includeHidden: true }).waitFor({ state: 'attached' });
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(language);
      if (language !== 'en') {
        // Not one English text showed before the reader's language arrived.
        expect((await seen()).filter((text) => /\b(Login|Register|Help)\b/.test(text))).toEqual([]);
      }
      await context.close();
    }
  });

  test('the language control on the public search page switches the page and is remembered', async ({
    browser,
  }) => {
    const context = await visitor(browser, 'en-IN');
    const page = await context.newPage();
    await page.goto('/public-profile/search');
    await page.getByRole('button', { name: 'Get Profiles' }).waitFor();
    await choose(page, 'ta');
    await page.getByRole('button', { name: 'சுயவிவரங்களைக் காட்டு' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'சுயவிவரங்களைக் காட்டு' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ta');
    await choose(page, 'mr');
    await page.goto('/login');
    await page.getByRole('button', { name: 'लॉग इन' }).waitFor();
    await choose(page, 'en');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await context.close();
  });

  test('every page reads in one language and fits a 360 px phone', { timeout: 300_000 }, async ({
    browser,
  }) => {
    const admin = await createAdmin();
    const viewer = await createProfile({ basic: { gender: 'Male' } });
    const other = await createProfile({ basic: { gender: 'Female' } });
    await approve(admin, viewer);
    await approve(admin, other);
    const pages = [
      '/',
      '/login',
      '/signup',
      '/password/reset',
      '/public-profile/search',
      '/view/terms',
      '/view/privacy',
      '/safety',
      '/no/such/page',
    ];
    const memberPages = [
      '/home',
      '/interests/received',
      '/interests/sent',
      '/profile/edit/basic',
      '/profile/edit/personal',
      '/profile/edit/work',
      '/profile/edit/photos',
      '/profile/edit/family',
      '/profile/edit/horoscope',
      '/profile/search',
      `/profile/view/${other.mid}`,
      '/subscription',
      '/password/change',
    ];
    const adminPages = ['/admin', '/admin/profile/search', '/admin/marriages', '/admin/subscription'];
    const problems: string[] = [];
    for (const language of ['mr', 'ta'] as const) {
      const context = await visitor(browser, language);
      const typed = await recordTypedWords(context);
      const page = await context.newPage();
      const all = [...pages, ...memberPages, ...adminPages];
      for (const [index, path] of all.entries()) {
        if (index === pages.length) await loginWithCookie(context, viewer.member);
        if (index === pages.length + memberPages.length) await loginWithCookie(context, admin);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.locator('main, [role=main]').first().waitFor();
        const texts = await textsInPageLanguage(page);
        const left = englishLeftovers(texts, typed);
        if (left.length > 0) problems.push(`${language} ${path}: English ${left.join(', ')}`);
        const clipped = await clippedButtons(page);
        if (clipped.length > 0) problems.push(`${language} ${path}: clipped ${clipped.join(' | ')}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > PHONE.width) problems.push(`${language} ${path}: ${width} px wide`);
        const text = texts.join('\n');
        if (!SCRIPTS[language].test(text)) problems.push(`${language} ${path}: no text in its script`);
        const otherScript = SCRIPTS[language === 'mr' ? 'ta' : 'mr'];
        if (otherScript.test(text)) problems.push(`${language} ${path}: text in the other language's script`);
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (lang !== language) problems.push(`${language} ${path}: <html lang="${lang}">`);
        for (const violation of await seriousAxeViolations(page))
          problems.push(`${language} ${path}: ${violation}`);
      }
      await expectNoSidewaysScroll(page);
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  test('a filter chosen in Marathi and in Tamil finds the same profiles as in English', async ({
    browser,
  }) => {
    const admin = await createAdmin();
    const viewer = await createProfile({ basic: { gender: 'Male' } });
    const rohini = await createProfile({
      basic: { gender: 'Female' },
      horoscope: { ...HOROSCOPE, birth_star: 'Rohini', raasi: 'Vrishabha' },
    });
    const swati = await createProfile({
      basic: { gender: 'Female' },
      horoscope: { ...HOROSCOPE, birth_star: 'Swati', raasi: 'Tula' },
    });
    for (const profile of [viewer, rohini, swati]) await approve(admin, profile);
    const starNames = { en: 'Rohini (रोहिणी)', mr: 'रोहिणी', ta: 'ரோகிணி' } as const;
    const filterNames = { en: 'Filter', mr: 'फिल्टर', ta: 'வடிகட்டி' } as const;
    const starFilters = { en: 'Birth star', mr: 'नक्षत्र', ta: 'நட்சத்திரம்' } as const;
    for (const language of ['en', 'mr', 'ta'] as const) {
      const context = await visitor(browser, language);
      await loginWithCookie(context, viewer.member);
      const page = await context.newPage();
      await page.goto('/profile/search');
      await page.getByRole('link', { name: rohini.fullName, exact: true }).waitFor();
      await page.getByRole('button', { name: filterNames[language], exact: true }).click();
      await page.locator('summary', { hasText: starFilters[language] }).click();
      await page.getByRole('checkbox', { name: starNames[language], exact: true }).check();
      // The address carries the canonical value, whatever the language of the label.
      await page.waitForURL(/birth_star=Rohini/);
      await page.getByRole('link', { name: swati.fullName, exact: true }).waitFor({ state: 'detached' });
      await page.getByRole('link', { name: rohini.fullName, exact: true }).waitFor();
      await expectNoSidewaysScroll(page);
      await context.close();
    }
  });
});
