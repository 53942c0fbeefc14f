import { apiRoute, type ErrorBody, VALIDATION_MESSAGES } from '@varmala/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { apiCall, claimsOf, createMember, saveBasicDetails } from '../support/factories';
import { appTookOver, loginWithCookie, pathOf, test } from '../support/fixtures';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';

type Language = 'mr' | 'ta';

/** What a Marathi and a Tamil family read when something is wrong, as a native speaker writes it. */
const IN: Record<
  Language,
  { loginFailed: string; wrongPassword: string; saveAndContinue: string; moreThanSisters: string }
> = {
  mr: {
    loginFailed: 'लॉग इन झाले नाही',
    wrongPassword: 'मोबाईल नंबर किंवा पासवर्ड चुकीचा आहे.',
    saveAndContinue: 'जतन करून पुढे',
    moreThanSisters: 'ही संख्या एकूण बहिणींपेक्षा जास्त आहे',
  },
  ta: {
    loginFailed: 'உள்நுழைய முடியவில்லை',
    wrongPassword: 'மொபைல் எண் அல்லது கடவுச்சொல் தவறு.',
    saveAndContinue: 'சேமித்துத் தொடர்',
    moreThanSisters: 'இது மொத்தச் சகோதரிகளின் எண்ணிக்கையைவிட அதிகம்',
  },
};

const LANGUAGES: Language[] = ['mr', 'ta'];

async function phoneIn(context: BrowserContext, page: Page, language: Language): Promise<void> {
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
  await page.setViewportSize(PHONE);
}

describe('what went wrong, said in the family’s language on a 360 × 740 phone', () => {
  for (const language of LANGUAGES) {
    test(`${language}: a wrong password is told in the page's language, not in English`, async ({
      page,
      context,
    }) => {
      const member = await createMember({ domain: language === 'ta' ? 'tamilmala' : 'varmala' });
      await phoneIn(context, page, language);
      await page.goto('/login');
      // The app's own answer: sent before it has the page, the form goes to the server instead.
      await appTookOver(page);
      await page.locator('input[name=mobileNo]').fill(member.mobile);
      await page.locator('input[name=password]').fill('not-the-password');
      const answer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === apiRoute('login').url,
      );
      await page.locator('form button[type=submit]').click();

      // The server still writes the spec's English, and names the text by its key.
      const body = (await (await answer).json()) as ErrorBody;
      expect(body).toMatchObject({ code: 'INVALID_CREDENTIALS', message_key: 'invalidCredentials' });

      const toast = page.locator('[data-sonner-toast]', { hasText: IN[language].loginFailed });
      await toast.waitFor();
      await expect(toast.textContent()).resolves.toContain(IN[language].wrongPassword);
      await expect(toast.textContent()).resolves.not.toContain(body.Message);
      expect(pathOf(page)).toBe('/login');
      await expectNoSidewaysScroll(page);
    });

    test(`${language}: more married sisters than sisters is refused on the family step in the page's language`, async ({
      page,
      context,
    }) => {
      const member = await createMember();
      await saveBasicDetails(member);
      await loginWithCookie(context, member);
      await phoneIn(context, page, language);
      await page.goto('/profile/edit/family');

      await page.locator('input[name=father_name]').fill('Ramesh');
      await page.locator('select[name=father_alive]').selectOption('true');
      await page.locator('input[name=mother_name]').fill('Sunita');
      await page.locator('select[name=mother_alive]').selectOption('true');
      await page.locator('select[name=sisters]').selectOption('1');
      await page.locator('select[name=sisters_married]').selectOption('2');
      await page.getByRole('button', { name: IN[language].saveAndContinue }).click();

      const married = page.locator('select[name=sisters_married]');
      await expect.poll(() => married.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await married.getAttribute('aria-describedby')) ?? '';
      const said = page.locator(
        describedBy
          .split(' ')
          .map((id) => `#${id}`)
          .join(', '),
      );
      await expect(said.allTextContents()).resolves.toContain(IN[language].moreThanSisters);
      await expect(page.getByText(VALIDATION_MESSAGES.moreThanSisters).count()).resolves.toBe(0);
      expect(pathOf(page)).toBe('/profile/edit/family');
      await expectNoSidewaysScroll(page);

      // The server refuses the same family with the key of the same text, whatever a client sends.
      const refused = await apiCall(`/profile/${claimsOf(member.token).user_id}/family`, {
        method: 'POST',
        token: member.token,
        body: JSON.stringify({
          father_name: 'Ramesh',
          father_alive: true,
          mother_name: 'Sunita',
          mother_alive: true,
          sisters: 1,
          sisters_married: 2,
        }),
      });
      expect(refused.status).toBe(400);
      await expect(refused.json()).resolves.toMatchObject({
        code: 'VALIDATION_FAILED',
        message_key: 'moreThanSisters',
        errors: { sisters_married: VALIDATION_MESSAGES.moreThanSisters },
        error_keys: { sisters_married: 'moreThanSisters' },
      });
    });
  }
});
