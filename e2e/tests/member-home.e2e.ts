import { apiRoute, type Domain, type InterestBoxResponse, type Language } from '@varmala/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { type Member, uniqueAddress } from '../support/factories';
import { loginWithCookie, pathOf, test } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';
import { approve, createProfile, type Profile } from '../support/profiles';

/** The texts a family reads, as the catalogues and the interest sentences write them. */
const IN = {
  mr: {
    domain: 'varmala',
    home: 'माझे मुख्यपृष्ठ',
    twoWaiting: '2 स्वारस्ये आपल्या उत्तराची वाट पाहत आहेत',
    noneWaiting: 'कोणतेही स्वारस्य आपल्या उत्तराची वाट पाहत नाही.',
    oneAnswered: '1 कुटुंबाने आपल्या स्वारस्याला उत्तर दिले',
    answerNow: 'आता उत्तर द्या',
    menu: 'मेनू',
    interests: 'स्वारस्य',
    accept: 'स्वीकारा',
    decline: 'नाकारा',
    accepted: 'स्वीकारले',
    declined: 'नाकारले',
    sentTab: 'पाठवलेली',
    sentence: 'आम्हाला आपले प्रोफाइल आवडले; आपल्या कुटुंबाची ओळख करून घ्यायला आवडेल.',
    declineSentence: 'धन्यवाद; आपल्या पत्रिका जुळत नाहीत.',
    emptySent: 'आपण अजून कोणालाही स्वारस्य पाठवलेले नाही.',
    withdraw: 'मागे घ्या',
    withdrawn: 'मागे घेतले',
    oneWaiting: '1 स्वारस्य आपल्या उत्तराची वाट पाहत आहे',
  },
  ta: {
    domain: 'tamilmala',
    home: 'என் முகப்பு',
    twoWaiting: '2 விருப்பங்கள் உங்கள் பதிலுக்காகக் காத்திருக்கின்றன',
    noneWaiting: 'உங்கள் பதிலுக்காக எந்த விருப்பமும் காத்திருக்கவில்லை.',
    oneAnswered: '1 குடும்பம் உங்கள் விருப்பத்துக்குப் பதில் அளித்துள்ளது',
    answerNow: 'இப்போது பதில் அளியுங்கள்',
    menu: 'மெனு',
    interests: 'விருப்பங்கள்',
    accept: 'ஏற்றுக்கொள்',
    decline: 'மறுத்துவிடு',
    accepted: 'ஏற்கப்பட்டது',
    declined: 'மறுக்கப்பட்டது',
    sentTab: 'அனுப்பியவை',
    sentence: 'உங்கள் சுயவிவரம் எங்களுக்குப் பிடித்திருக்கிறது; உங்கள் குடும்பத்தைப் பற்றி அறிந்துகொள்ள விரும்புகிறோம்.',
    declineSentence: 'நன்றி; நம் ஜாதகங்கள் பொருந்தவில்லை.',
    emptySent: 'நீங்கள் இதுவரை விருப்பம் அனுப்பவில்லை.',
    withdraw: 'திரும்பப் பெறு',
    withdrawn: 'திரும்பப் பெறப்பட்டது',
    oneWaiting: '1 விருப்பம் உங்கள் பதிலுக்காகக் காத்திருக்கிறது',
  },
} as const satisfies Partial<Record<Language, { domain: Domain } & Record<string, string>>>;

/** A phone of 360 x 740 with the site in `language`, as the family chose it. */
async function phone(browser: Browser, language: Language): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
  return context;
}

/** Calls the API as the member, from a visitor address of its own. */
async function call(
  { method, url }: { method: string; url: string },
  member: Member,
  body?: unknown,
): Promise<Response> {
  return fetch(`${inject('baseURL')}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${member.token}`,
      'x-forwarded-for': uniqueAddress(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function sendInterest(from: Member, to: Profile): Promise<void> {
  const response = await call(apiRoute('sendInterest', { profileId: to.profileId }), from, {
    template: 'liked_profile',
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function receivedBox(member: Member): Promise<InterestBoxResponse> {
  const response = await call(apiRoute('interestBox', { box: 'received', page: 1 }), member);
  expect(response.status).toBe(200);
  return (await response.json()) as InterestBoxResponse;
}

/** The header is one row: nothing of it wraps under the brand, and all of it is on the screen. */
async function expectHeaderInOneRow(page: Page): Promise<void> {
  await expectNoSidewaysScroll(page);
  const header = await page.locator('.site-header__inner').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(64);
  for (const part of ['.site-header__brand', '.site-nav__toggle', '.site-header__language']) {
    const box = await page.locator(part).first().boundingBox();
    expect(box, part).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width, part).toBe(true);
  }
}

/** Two grooms ask one bride, on the same site; all three approved by the site's operator. */
async function twoGroomsAskOneBride(domain: Domain) {
  const admin = await createAdmin(domain);
  const [bride, first, second] = await Promise.all([
    createProfile({ domain, basic: { gender: 'Female' } }),
    createProfile({ domain, basic: { gender: 'Male' } }),
    createProfile({ domain, basic: { gender: 'Male' } }),
  ]);
  for (const profile of [bride, first, second]) await approve(admin, profile);
  await sendInterest(first.member, bride);
  await sendInterest(second.member, bride);
  return { bride, first, second };
}

describe.each(['mr', 'ta'] as const)("a member's home and the interests, in %s on a phone", (language) => {
  const text = IN[language];

  test('log-in lands on the home with the new interests; one tap accepts, a sentence declines; the senders see the answers', async ({
    browser,
  }) => {
    const { bride, first, second } = await twoGroomsAskOneBride(text.domain);
    const context = await phone(browser, language);
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.locator('input[name=mobileNo]').fill(bride.member.mobile);
      await page.locator('input[name=password]').fill(bride.member.password);
      await page.locator('form button[type=submit]').click();

      // Logging in lands on the home, with the two interests waiting.
      await page.waitForURL('**/home');
      await page.getByRole('heading', { level: 1, name: text.home }).waitFor();
      await page.getByText(text.twoWaiting).waitFor();

      // The navbar counts them, on the Menu button and beside the Interests link, in one row.
      const toggle = page.locator('.site-nav__toggle');
      await expect(toggle.locator('.site-nav__badge').textContent()).resolves.toBe('2');
      await expectHeaderInOneRow(page);
      await page.getByRole('button', { name: text.menu }).click();
      const link = page.getByRole('link', { name: new RegExp(`^${text.interests}`) });
      await expect(link.locator('.site-nav__badge').textContent()).resolves.toBe('2');
      await page.getByRole('button', { name: text.menu }).click();

      await page.getByRole('link', { name: text.answerNow }).click();
      await page.waitForURL('**/interests/received');
      const rowOf = (profile: Profile) => page.locator('.interest-row', { hasText: profile.member.name });
      await rowOf(first).getByText(text.sentence).waitFor();
      await expectNoSidewaysScroll(page);

      // Accept: one tap.
      await rowOf(first)
        .getByRole('button', { name: new RegExp(`^${text.accept}`) })
        .click();
      await rowOf(first).getByText(text.accepted, { exact: true }).waitFor();

      // Decline: the tap opens the choice of a kind sentence, and the sentence tapped declines with it.
      await rowOf(second)
        .getByRole('button', { name: new RegExp(`^${text.decline}`) })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: text.declineSentence }).click();
      await dialog.waitFor({ state: 'hidden' });
      await rowOf(second).getByText(text.declined, { exact: true }).waitFor();

      // Nothing waits any more: the navbar's count is gone, and the home says so.
      await toggle.locator('.site-nav__badge').waitFor({ state: 'detached' });
      await page.goto('/home');
      await page.getByText(text.noneWaiting).waitFor();
      await expect(toggle.locator('.site-nav__badge').count()).resolves.toBe(0);
      await expectHeaderInOneRow(page);

      // The server agrees with the page.
      const received = await receivedBox(bride.member);
      expect(
        Object.fromEntries(received.rows.map((row) => [row.profile_id, [row.status, row.answer_template]])),
      ).toEqual({
        [first.profileId]: ['accepted', null],
        [second.profileId]: ['declined', 'horoscopes_differ'],
      });

      // The bride sent none: her sent box says what to do.
      await page.goto('/interests/sent');
      await page.getByText(text.emptySent).waitFor();
    } finally {
      await context.close();
    }

    // Each groom sees the answer to his interest, and his home counts it.
    for (const [groom, status] of [
      [first, text.accepted],
      [second, text.declined],
    ] as const) {
      const groomPhone = await phone(browser, language);
      try {
        await loginWithCookie(groomPhone, groom.member);
        const page = await groomPhone.newPage();
        await page.goto('/home');
        await page.getByText(text.oneAnswered).waitFor();
        await page.goto('/interests/received');
        await page.getByRole('link', { name: text.sentTab }).click();
        await page.waitForURL('**/interests/sent');
        expect(pathOf(page)).toBe('/interests/sent');
        // The three boxes' tabs are all on the screen.
        for (const tab of await page.locator('.interest-tabs a').all()) {
          const box = await tab.boundingBox();
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
        }
        const row = page.locator('.interest-row', { hasText: bride.member.name });
        await row.getByText(status, { exact: true }).waitFor();
        if (groom === second) await row.getByText(text.declineSentence).waitFor();
        // An answered interest can no longer be withdrawn.
        await expect(row.getByRole('button').count()).resolves.toBe(0);
        await expectHeaderInOneRow(page);
      } finally {
        await groomPhone.close();
      }
    }
  });

  test('a sender withdraws a waiting interest after confirming, and it leaves the other family', async ({
    browser,
  }) => {
    const { bride, first, second } = await twoGroomsAskOneBride(text.domain);
    const context = await phone(browser, language);
    try {
      await loginWithCookie(context, first.member);
      const page = await context.newPage();
      await page.goto('/interests/sent');
      const row = page.locator('.interest-row', { hasText: bride.member.name });
      await row.getByRole('button', { name: new RegExp(`^${text.withdraw}`) }).click();
      // Asked first; the dialog's button withdraws.
      await page.getByRole('dialog').getByRole('button', { name: text.withdraw, exact: true }).click();
      await row.getByText(text.withdrawn, { exact: true }).waitFor();
      await expect(row.getByRole('button').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
    // The bride has one interest left to answer.
    const brides = await phone(browser, language);
    try {
      await loginWithCookie(brides, bride.member);
      const page = await brides.newPage();
      await page.goto('/home');
      await page.getByText(text.oneWaiting).waitFor();
      await expect(page.locator('.site-nav__toggle .site-nav__badge').textContent()).resolves.toBe('1');
      await page.goto('/interests/received');
      await page.locator('.interest-row', { hasText: second.member.name }).waitFor();
      await expect(page.locator('.interest-row').count()).resolves.toBe(1);
    } finally {
      await brides.close();
    }
  });
});
