import {
  apiRoute,
  type Domain,
  type Preferences,
  type PrivacySettings,
  type TokenResponse,
} from '@varmala/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { type Member, uniqueAddress } from '../support/factories';
import { callAs, phoneOf } from '../support/family-phones';
import { test as base, pathOf } from '../support/fixtures';
import { createAdmin, grantSubscription } from '../support/operator';
import { expectNoSidewaysScroll } from '../support/phone';
import { approve, createProfile, type Profile } from '../support/profiles';

type Language = 'mr' | 'ta';

/** What a Marathi and a Tamil family read on the buttons and the tabs, as a native speaker writes it. */
const IN: Record<Language, Record<string, string>> = {
  mr: {
    send: 'स्वारस्य पाठवा',
    // Their horoscopes are not given, so "our horoscopes match" is not offered.
    template: 'आपल्या कुटुंबाला भेटायला आम्हाला आनंद होईल.',
    sent: 'स्वारस्य पाठवले',
    withdraw: 'मागे घ्या',
    received: 'या कुटुंबाने आपल्याला स्वारस्य पाठवले आहे',
    accept: 'स्वीकारा',
    accepted: 'स्वारस्य स्वीकारले',
    onlyAccepted: 'फक्त ज्या कुटुंबांचे स्वारस्य मी स्वीकारले त्यांना',
    ruleAccepted: 'हे कुटुंब स्वारस्य स्वीकारल्यानंतरच संपर्क तपशील देते.',
    viewContact: 'संपर्क माहिती पाहा',
    sendFirst: 'त्यांना स्वारस्य पाठवा; त्यांनी ते स्वीकारल्यावर आपल्याला त्यांचा नंबर दिसेल.',
    preferencesTab: 'माझ्या अपेक्षा',
    neverHides: 'शोधातून कोणीही लपवले जात नाही',
    fromAge: 'पासून',
    toAge: 'पर्यंत',
    state: 'राज्य',
    stateName: 'महाराष्ट्र',
    horoscope: 'साइटच्या नियमानुसार माझ्या पत्रिकेशी जुळणारीच प्रोफाइल',
    save: 'अपेक्षा जतन करा',
    saved: 'अपेक्षा जतन केल्या',
    unreachable: 'नंबर लागत नाही?',
    switchedOff: 'फोन सतत बंद असतो किंवा कोणी उचलत नाही',
    report: 'तक्रार पाठवा',
    reported: 'तक्रार नोंदवली; संचालक ती पाहतील',
    alreadySent: 'आपण या कुटुंबाला आधीच स्वारस्य पाठवले आहे. ते "स्वारस्य" विभागात दिसेल.',
  },
  ta: {
    send: 'விருப்பம் அனுப்பு',
    template: 'உங்கள் குடும்பத்தைச் சந்திக்க எங்கள் குடும்பம் மகிழ்ச்சி அடையும்.',
    sent: 'விருப்பம் அனுப்பப்பட்டது',
    withdraw: 'திரும்பப் பெறு',
    received: 'இந்தக் குடும்பத்தினர் உங்களுக்கு விருப்பம் அனுப்பியுள்ளனர்',
    accept: 'ஏற்றுக்கொள்',
    accepted: 'விருப்பம் ஏற்கப்பட்டது',
    onlyAccepted: 'நான் விருப்பத்தை ஏற்ற குடும்பங்கள் மட்டும்',
    ruleAccepted: 'இந்தக் குடும்பத்தினர் விருப்பத்தை ஏற்ற பிறகே தொடர்பு விவரங்களைப் பகிர்கின்றனர்.',
    viewContact: 'தொடர்பு விவரங்களைக் காட்டு',
    sendFirst: 'அவர்களுக்கு விருப்பம் அனுப்புங்கள்; அவர்கள் ஏற்றதும் எண்ணைக் காணலாம்.',
    preferencesTab: 'என் எதிர்பார்ப்புகள்',
    neverHides: 'இவை தேடலில் யாரையும் மறைப்பதில்லை',
    fromAge: 'முதல்',
    toAge: 'வரை',
    state: 'மாநிலம்',
    stateName: 'தமிழ்நாடு',
    horoscope: 'தளத்தின் விதிப்படி என் ஜாதகத்துடன் பொருந்தும் சுயவிவரங்கள் மட்டும்',
    save: 'எதிர்பார்ப்புகளைச் சேமி',
    saved: 'எதிர்பார்ப்புகள் சேமிக்கப்பட்டன',
    unreachable: 'எண்ணில் தொடர்பு கிடைக்கவில்லையா?',
    switchedOff: 'மொபைல் எப்போதும் அணைக்கப்பட்டுள்ளது அல்லது யாரும் எடுப்பதில்லை',
    report: 'புகார் அனுப்பு',
    reported: 'புகார் பதிவானது; நிர்வாகி இதைப் பார்ப்பார்',
    alreadySent: 'இந்தக் குடும்பத்துக்கு நீங்கள் ஏற்கனவே விருப்பம் அனுப்பியுள்ளீர்கள். அதை "விருப்பங்கள்" பகுதியில் காணலாம்.',
  },
};

const SITE: Record<Language, Domain> = { mr: 'varmala', ta: 'tamilmala' };
const STATE_VALUE: Record<Language, string> = { mr: 'Maharashtra', ta: 'Tamil Nadu' };

interface World {
  /** Approved; she keeps her number for families whose interest she accepted. */
  bride: Profile;
  /** Approved, with a subscription: he sends the interest and takes her number once she accepts. */
  groom: Profile;
  /** Approved, sharing her number with any subscriber: he downloads it and reports it unreachable. */
  other: Profile;
  /** Approved: another tab sends her his interest while her card still offers one. */
  raced: Profile;
}

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

async function makeWorld(language: Language): Promise<World> {
  const domain = SITE[language];
  const admin = await createAdmin(domain);
  const bride = await createProfile({ domain, basic: { gender: 'Female' } });
  const groom = await createProfile({ domain, basic: { gender: 'Male' } });
  const other = await createProfile({ domain, basic: { gender: 'Female' } });
  const raced = await createProfile({ domain, basic: { gender: 'Female' } });
  for (const profile of [bride, groom, other, raced]) await approve(admin, profile);
  await grantSubscription(groom.member, 10, 30);
  return { bride, groom: { ...groom, member: await logInAgain(groom.member) }, other, raced };
}

const interestState = (page: Page) => page.locator('.interest-actions [role=status]');

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    const value = await read();
    if (done(value) || tries > 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const json = async <T>(member: Member, route: { method: string; url: string }) =>
  (await (await callAs(member, route)).json()) as T;

for (const language of ['mr', 'ta'] as const) {
  const test = base.extend('world', { scope: 'file' }, async (): Promise<World> => makeWorld(language));

  describe(`${language}: interests between two families on a 360 × 740 phone`, () => {
    test('she keeps her number for accepted interests; he sends one with a sentence, withdraws it, sends again; she accepts and he sees her number', {
      timeout: 180_000,
    }, async ({ browser, world }) => {
      const said = IN[language];
      const { bride, groom } = world;
      const her = await phoneOf(browser, bride.member, language);
      const his = await phoneOf(browser, groom.member, language);
      try {
        // She chooses on the Privacy & safety tab who sees her number.
        await her.page.goto('/profile/edit/privacy');
        await her.page.getByLabel(said.onlyAccepted as string).waitFor();
        // Before the choice: its toast would be measured while it fades in.
        await expect(seriousAxeViolations(her.page)).resolves.toEqual([]);
        await her.page.getByLabel(said.onlyAccepted as string).check();
        const privacy = await until(
          () => json<PrivacySettings>(bride.member, apiRoute('privacySettings')),
          (now) => now.contact_visibility === 'accepted',
        );
        expect(privacy.contact_visibility).toBe('accepted');
        await expectNoSidewaysScroll(her.page);

        // He sees the rule on her profile and what to do first; the page offers no download the
        // server would refuse.
        await his.page.goto(`/profile/view/${bride.profileId}`);
        await his.page.getByText(said.ruleAccepted as string).waitFor();
        await his.page.getByText(said.sendFirst as string).waitFor();
        await expect(his.page.getByRole('button', { name: said.viewContact }).count()).resolves.toBe(0);
        expect(
          (await callAs(groom.member, apiRoute('downloadProfile', { profileId: bride.profileId }))).status,
        ).toBe(403);

        // He sends an interest with a sentence of the list; the button says it is sent.
        await his.page.getByRole('button', { name: said.send }).click();
        const dialog = his.page.getByRole('dialog');
        await dialog.getByLabel(said.template as string).check();
        await expectNoSidewaysScroll(his.page);
        await expect(seriousAxeViolations(his.page)).resolves.toEqual([]);
        await dialog.getByRole('button', { name: said.send }).click();
        await expect.poll(() => interestState(his.page).textContent()).toBe(said.sent);

        // He takes it back, and may send it again.
        await his.page.getByRole('button', { name: said.withdraw }).click();
        await his.page.getByRole('button', { name: said.send }).waitFor();
        await his.page.reload();
        await his.page.getByRole('button', { name: said.send }).click();
        await his.page.getByRole('dialog').getByRole('button', { name: said.send }).click();
        await expect.poll(() => interestState(his.page).textContent()).toBe(said.sent);
        await his.page.reload();
        await expect.poll(() => interestState(his.page).textContent()).toBe(said.sent);

        // She opens his profile and accepts it in one tap.
        await her.page.goto(`/profile/view/${groom.profileId}`);
        await expect.poll(() => interestState(her.page).textContent()).toBe(said.received);
        await her.page.getByRole('button', { name: said.accept }).click();
        await expect.poll(() => interestState(her.page).textContent()).toBe(said.accepted);
        await expectNoSidewaysScroll(her.page);

        // Now her number is his to see.
        await his.page.reload();
        await expect.poll(() => interestState(his.page).textContent()).toBe(said.accepted);
        await his.page.getByRole('button', { name: said.viewContact }).click();
        await his.page.getByRole('link', { name: bride.member.mobile }).waitFor();
      } finally {
        await her.context.close();
        await his.context.close();
      }
    });

    test('a search card sends an interest and says so after a reload; a card read before another tab sent one is answered kindly in the page language', {
      timeout: 90_000,
    }, async ({ browser, world }) => {
      const said = IN[language];
      const { groom, other, raced } = world;
      const phone = await phoneOf(browser, groom.member, language);
      try {
        const { page } = phone;
        await page.goto('/profile/search');
        const racedCard = page.getByRole('article').filter({ hasText: raced.mid });
        await racedCard.getByRole('button', { name: said.send }).waitFor();
        const card = page.getByRole('article').filter({ hasText: other.mid });
        await card.getByRole('button', { name: said.send }).click();
        await page.getByRole('dialog').getByRole('button', { name: said.send }).click();
        await expect
          .poll(() => card.locator('.interest-actions [role=status]').textContent())
          .toBe(said.sent);
        await expectNoSidewaysScroll(page);

        // The list carries the interest: after a reload the card says it is sent and offers no
        // second one.
        await page.reload();
        await expect
          .poll(() => card.locator('.interest-actions [role=status]').textContent())
          .toBe(said.sent);
        await expect(card.getByRole('button', { name: said.send }).count()).resolves.toBe(0);

        // A card read before another tab sent one still offers it: the server's refusal is said
        // in the family's language.
        await racedCard.getByRole('button', { name: said.send }).waitFor();
        expect(
          (
            await callAs(groom.member, apiRoute('sendInterest', { profileId: raced.profileId }), {
              template: 'liked_profile',
            })
          ).status,
        ).toBe(200);
        await racedCard.getByRole('button', { name: said.send }).click();
        await page.getByRole('dialog').getByRole('button', { name: said.send }).click();
        await page.locator('[data-sonner-toast]', { hasText: said.alreadySent }).waitFor();
        expect(pathOf(page)).toBe('/profile/search');
      } finally {
        await phone.context.close();
      }
    });

    test('the preferences are saved from their tab and read back', { timeout: 90_000 }, async ({
      browser,
      world,
    }) => {
      const said = IN[language];
      const { groom } = world;
      const phone = await phoneOf(browser, groom.member, language);
      try {
        const { page } = phone;
        // The saved preferences are held back until the page is watched: the form then appears
        // while the test waits for it, as on a slow network.
        let release = () => {};
        const watched = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/api/me/preferences', async (route) => {
          if (route.request().method() === 'GET') await watched;
          await route.fallback();
        });
        await page.goto('/profile/edit/basic');
        await page.getByRole('link', { name: said.preferencesTab }).click();
        await page.waitForURL('**/profile/edit/preferences');
        await page.getByText(said.neverHides as string).waitFor();
        // A family's first tap lands as soon as the form is drawn, before the page has finished its
        // own work after drawing it: the age chosen then is the one kept.
        await page.evaluate(() => {
          const chooseAge = (observer: MutationObserver) => {
            const from = document.querySelector<HTMLSelectElement>('.preferences__ages select');
            if (!from) return;
            observer.disconnect();
            from.value = '24';
            from.dispatchEvent(new Event('change', { bubbles: true }));
          };
          new MutationObserver((_, observer) => chooseAge(observer)).observe(document.body, {
            childList: true,
            subtree: true,
          });
        });
        release();
        await page.locator('.preferences__ages').waitFor();
        await expect
          .poll(() => page.getByLabel(said.fromAge as string, { exact: true }).inputValue())
          .toBe('24');
        await page.getByLabel(said.toAge as string, { exact: true }).selectOption('29');
        await page.locator('summary', { hasText: said.state }).click();
        await page.getByLabel(said.stateName as string, { exact: true }).check();
        await page.getByLabel(said.horoscope as string).check();
        await expectNoSidewaysScroll(page);
        await expect(seriousAxeViolations(page)).resolves.toEqual([]);
        await page.getByRole('button', { name: said.save }).click();
        await page.locator('[data-sonner-toast]', { hasText: said.saved }).waitFor();

        const saved = await json<Preferences>(groom.member, apiRoute('readPreferences'));
        expect(saved).toMatchObject({
          from_age: 24,
          to_age: 29,
          state: [STATE_VALUE[language]],
          horoscope_match: true,
        });

        await page.reload();
        await expect(page.getByLabel(said.fromAge as string, { exact: true }).inputValue()).resolves.toBe(
          '24',
        );
        await expect(page.getByLabel(said.toAge as string, { exact: true }).inputValue()).resolves.toBe('29');
        await expect(page.getByLabel(said.stateName as string, { exact: true }).isChecked()).resolves.toBe(
          true,
        );
        await expect(page.getByLabel(said.horoscope as string).isChecked()).resolves.toBe(true);
      } finally {
        await phone.context.close();
      }
    });

    test('a number that does not answer is reported once from the downloads list', {
      timeout: 90_000,
    }, async ({ browser, world }) => {
      const said = IN[language];
      const { groom, other } = world;
      expect(
        (await callAs(groom.member, apiRoute('downloadProfile', { profileId: other.profileId }))).status,
      ).toBe(200);
      const phone = await phoneOf(browser, groom.member, language);
      try {
        const { page } = phone;
        await page.goto('/subscription');
        const row = page.getByRole('row', { name: new RegExp(other.mid) });
        await row.waitFor();
        await row.getByRole('button', { name: said.unreachable }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(said.switchedOff as string).check();
        await expectNoSidewaysScroll(page);
        await expect(seriousAxeViolations(page)).resolves.toEqual([]);
        await dialog.getByRole('button', { name: said.report }).click();
        await row.getByText(said.reported as string).waitFor();

        // Once per download.
        const again = await callAs(
          groom.member,
          apiRoute('reportUnreachable', { profileId: other.profileId }),
          {
            reason: 'wrong_number',
          },
        );
        expect(again.status).toBe(409);
      } finally {
        await phone.context.close();
      }
    });
  });
}
