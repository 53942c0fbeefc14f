/**
 * After the bride's family accepts, the groom's family sees it on her search card and her profile,
 * with what comes next (a plan, then her number), and is never offered "Send interest" again; on a
 * 360 × 740 phone in Marathi and Tamil, with axe and 44 px tap targets on every page walked.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { apiRoute, type Domain, type TokenResponse } from '@varmala/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { type Member, uniqueAddress } from '../support/factories';
import { callAs, expectFitForAPhone, phoneOf } from '../support/family-phones';
import { test as base, loginWithCookie, pathOf } from '../support/fixtures';
import { createAdmin, grantSubscription } from '../support/operator';
import { approve, createProfile, type Profile } from '../support/profiles';

type Language = 'mr' | 'ta';

/** What a Marathi and a Tamil family read, as a native speaker writes it. */
const IN: Record<Language, Record<string, string>> = {
  mr: {
    send: 'स्वारस्य पाठवा',
    accept: 'स्वीकारा',
    acceptedToast: 'आपण {{name}} यांचे स्वारस्य स्वीकारले',
    accepted: 'स्वारस्य स्वीकारले',
    theyAccepted: 'त्यांनी आपले स्वारस्य स्वीकारले आहे.',
    youAccepted: 'आपण त्यांचे स्वारस्य स्वीकारले आहे.',
    needsPlan: 'त्यांचा नंबर पाहण्यासाठी प्लॅन घ्यावा लागेल.',
    withPlan: 'आता आपण त्यांचा नंबर पाहू शकता.',
    seeNumberWithPlan: 'प्लॅन घेऊन त्यांचा नंबर पाहा',
    seeNumber: 'त्यांचा नंबर पाहा',
    ruleAccepted: 'हे कुटुंब स्वारस्य स्वीकारल्यानंतरच संपर्क तपशील देते.',
    upgrade: 'अपग्रेड करा',
    viewContact: 'संपर्क माहिती पाहा',
  },
  ta: {
    send: 'விருப்பம் அனுப்பு',
    accept: 'ஏற்றுக்கொள்',
    acceptedToast: '{{name}} அவர்களின் விருப்பத்தை ஏற்றுக்கொண்டீர்கள்',
    accepted: 'விருப்பம் ஏற்கப்பட்டது',
    theyAccepted: 'அவர்கள் உங்கள் விருப்பத்தை ஏற்றுக்கொண்டனர்.',
    youAccepted: 'அவர்களின் விருப்பத்தை நீங்கள் ஏற்றுக்கொண்டீர்கள்.',
    needsPlan: 'அவர்களின் எண்ணைக் காண ஒரு திட்டம் தேவை.',
    withPlan: 'இப்போது அவர்களின் எண்ணைக் காணலாம்.',
    seeNumberWithPlan: 'திட்டத்தில் சேர்ந்து எண்ணைக் காணுங்கள்',
    seeNumber: 'அவர்களின் எண்ணைக் காட்டு',
    ruleAccepted: 'இந்தக் குடும்பத்தினர் விருப்பத்தை ஏற்ற பிறகே தொடர்பு விவரங்களைப் பகிர்கின்றனர்.',
    upgrade: 'பிரீமியம் பெறுங்கள்',
    viewContact: 'தொடர்பு விவரங்களைக் காட்டு',
  },
};

const SITE: Record<Language, Domain> = { mr: 'varmala', ta: 'tamilmala' };

const screenshots = path.resolve(import.meta.dirname, '../artifacts/a-yes-shows');
mkdirSync(screenshots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });

/** A new log-in: the token then carries the subscription the operator granted. */
async function logInAgain(member: Member): Promise<Member> {
  const answer = await fetch(`${inject('baseURL')}${apiRoute('login').url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueAddress() },
    body: JSON.stringify({ mobile_no: member.mobile, password: member.password }),
  });
  expect(answer.status).toBe(200);
  return { ...member, token: ((await answer.json()) as TokenResponse).token };
}

interface Pair {
  /** Approved; she keeps her number for families whose interest she accepted. */
  bride: Profile;
  /** Approved, without a plan until the test grants one. */
  groom: Profile;
}

async function makePair(language: Language): Promise<Pair> {
  const domain = SITE[language];
  const admin = await createAdmin(domain);
  const bride = await createProfile({ domain, basic: { gender: 'Female' } });
  const groom = await createProfile({ domain, basic: { gender: 'Male' } });
  for (const profile of [bride, groom]) await approve(admin, profile);
  return { bride, groom };
}

const stateOf = (where: Page | Locator) => where.locator('.interest-actions [role=status]').first();

for (const language of ['mr', 'ta'] as const) {
  const said = IN[language];
  const test = base.extend('pair', { scope: 'file' }, async (): Promise<Pair> => makePair(language));

  describe(`${language}: a yes shows on a 360 × 740 phone`, () => {
    test('the bride’s family accepts; the groom’s family sees it on her card and profile, then the plan and her number', {
      timeout: 240_000,
    }, async ({ browser, pair }) => {
      const { bride, groom } = pair;
      // She keeps her number for families whose interest she accepted; he sends one.
      expect(
        (await callAs(bride.member, apiRoute('updatePrivacy'), { contact_visibility: 'accepted' })).status,
      ).toBe(200);
      expect(
        (
          await callAs(groom.member, apiRoute('sendInterest', { profileId: bride.profileId }), {
            template: 'liked_profile',
          })
        ).status,
      ).toBe(200);

      const her = await phoneOf(browser, bride.member, language);
      let his: Awaited<ReturnType<typeof phoneOf>> | undefined;
      try {
        // Her family accepts from the interests received.
        await her.page.goto('/interests/received');
        const row = her.page.locator('.interest-row', { hasText: groom.member.name });
        await row.getByRole('button', { name: new RegExp(`^${said.accept}`) }).waitFor();
        await expectFitForAPhone(her.page);
        await row.getByRole('button', { name: new RegExp(`^${said.accept}`) }).click();
        await her.page
          .locator('[data-sonner-toast]', {
            hasText: (said.acceptedToast as string).replace('{{name}}', groom.member.name),
          })
          .waitFor();

        // His family, without a plan: her card says it was accepted and that a plan comes next.
        his = await phoneOf(browser, groom.member, language);
        const { page } = his;
        await page.goto('/profile/search');
        const card = page.getByRole('article').filter({ hasText: bride.mid });
        await expect.poll(() => stateOf(card).textContent()).toBe(said.accepted);
        const planLink = card.getByRole('link', { name: new RegExp(`^${said.seeNumberWithPlan}`) });
        await expect(planLink.getAttribute('href')).resolves.toBe('/upgrade');
        await expect(card.getByRole('button', { name: new RegExp(`^${said.send}`) }).count()).resolves.toBe(
          0,
        );
        await expectFitForAPhone(page);
        await shot(page, `${language}-card`);

        // Her profile says the same, and no longer that she shares only after accepting.
        await card.getByRole('heading').getByRole('link').click();
        await page.waitForURL(`**/profile/view/${bride.profileId}`);
        await expect.poll(() => stateOf(page).textContent()).toBe(said.accepted);
        await page.getByText(`${said.theyAccepted} ${said.needsPlan}`).waitFor();
        await expect(page.getByText(said.ruleAccepted as string).count()).resolves.toBe(0);
        await expect(page.getByRole('button', { name: new RegExp(`^${said.send}`) }).count()).resolves.toBe(
          0,
        );
        await expect(page.getByRole('button', { name: said.viewContact }).count()).resolves.toBe(0);
        const contact = page.locator('#contact');
        await contact.getByRole('link', { name: said.seeNumberWithPlan }).scrollIntoViewIfNeeded();
        await expectFitForAPhone(page);
        await shot(page, `${language}-profile`);

        // The plan's link leads to the plans.
        await contact.getByRole('link', { name: said.seeNumberWithPlan }).click();
        await page.waitForURL('**/upgrade');
        await expectFitForAPhone(page);

        // With a plan: the card leads to her number, and the profile gives it.
        await grantSubscription(groom.member, 5, 30);
        await loginWithCookie(his.context, await logInAgain(groom.member));
        await page.goto('/profile/search');
        await expect.poll(() => stateOf(card).textContent()).toBe(said.accepted);
        await expect(card.getByRole('button', { name: new RegExp(`^${said.send}`) }).count()).resolves.toBe(
          0,
        );
        await expectFitForAPhone(page);
        await card.getByRole('link', { name: new RegExp(`^${said.seeNumber}`) }).click();
        await page.waitForURL(`**/profile/view/${bride.profileId}#contact`);
        await page.getByText(`${said.theyAccepted} ${said.withPlan}`).waitFor();
        await expectFitForAPhone(page);
        await page.getByRole('button', { name: said.viewContact }).click();
        await page.getByRole('link', { name: bride.member.mobile }).waitFor();
        await shot(page, `${language}-number`);
        expect(pathOf(page)).toBe(`/profile/view/${bride.profileId}`);

        // Her side of the same yes, on his profile.
        await her.page.goto(`/profile/view/${groom.profileId}`);
        await expect.poll(() => stateOf(her.page).textContent()).toBe(said.accepted);
        await her.page.getByText(said.youAccepted as string, { exact: false }).waitFor();
        await expect(
          her.page.getByRole('button', { name: new RegExp(`^${said.send}`) }).count(),
        ).resolves.toBe(0);
        await expectFitForAPhone(her.page);

        expect([...her.problems, ...his.problems]).toEqual([]);
      } finally {
        await her.context.close();
        await his?.context.close();
      }
    });
  });
}
