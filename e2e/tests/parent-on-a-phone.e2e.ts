import { randomInt } from 'node:crypto';
import { birthYears, type PrivacySettings } from '@varmala/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { apiCall, createMember, type Member } from '../support/factories';
import { test as base, loginWithCookie, pathOf } from '../support/fixtures';
import { createAdmin, grantSubscription } from '../support/operator';
import { expectNoSidewaysScroll, isTappable, PHONE } from '../support/phone';
import { approve, createProfile, type Profile, uploadMarriage, uploadPhoto } from '../support/profiles';

type Language = 'mr' | 'ta';
const LANGUAGES: Language[] = ['mr', 'ta'];

/** The words a Marathi and a Tamil parent read. */
const IN = {
  mr: {
    editPersonal: 'वैयक्तिक माहिती',
    registerPersonal: 'पायरी 2/6: वैयक्तिक माहिती भरा',
    stepWord: 'पायरी',
    report: 'तक्रार करा',
    reportTitle: 'या प्रोफाइलविषयी तक्रार करा',
    sendReport: 'तक्रार पाठवा',
    cancel: 'रद्द करा',
    myProfile: 'माझे प्रोफाइल',
    whatsappRegistration: 'WhatsApp द्वारे नोंदणी करा',
    seeSubscription: 'आपले सदस्यत्व पाहा',
    checkAgain: 'पुन्हा तपासा',
    notYet: 'आपले सदस्यत्व अजून सुरू झालेले नाही.',
    subscriptionTitle: 'सदस्यत्वाचा तपशील',
    listAtRegistration: 'हे प्रोफाइल जन्मतारखेच्या सार्वजनिक यादीत दाखवा',
    listOnPrivacyTab: 'माझे प्रोफाइल जन्मतारखेच्या सार्वजनिक यादीत दाखवा',
  },
  ta: {
    editPersonal: 'தனிப்பட்ட விவரங்கள்',
    registerPersonal: 'படி 2/6: தனிப்பட்ட விவரங்களைச் சேர்க்கவும்',
    stepWord: 'படி',
    report: 'புகார் செய்',
    reportTitle: 'இந்தச் சுயவிவரம் பற்றிப் புகார் செய்யுங்கள்',
    sendReport: 'புகாரை அனுப்பு',
    cancel: 'ரத்து செய்',
    myProfile: 'என் சுயவிவரம்',
    whatsappRegistration: 'WhatsApp மூலம் பதிவு செய்யுங்கள்',
    seeSubscription: 'உங்கள் சந்தா விவரம்',
    checkAgain: 'மீண்டும் சரிபார்',
    notYet: 'உங்கள் சந்தா இன்னும் செயல்படுத்தப்படவில்லை.',
    subscriptionTitle: 'சந்தா விவரங்கள்',
    listAtRegistration: 'இந்தச் சுயவிவரத்தைப் பிறந்த தேதிப் பொதுப் பட்டியலில் காட்டு',
    listOnPrivacyTab: 'என் சுயவிவரத்தைப் பிறந்த தேதிப் பொதுப் பட்டியலில் காட்டு',
  },
} as const;

interface World {
  admin: Member;
  bride: Profile;
  /** Approved, with a photo: he opens her profile and reports it. */
  groom: Profile;
}

const test = base.extend('world', { scope: 'file' }, async (): Promise<World> => {
  const admin = await createAdmin();
  const bride = await createProfile({ basic: { gender: 'Female', city: 'Belagavi' } });
  const groom = await createProfile({ basic: { gender: 'Male', city: 'Dharwad' } });
  for (const profile of [bride, groom]) {
    await uploadPhoto(profile);
    await approve(admin, profile);
  }
  return { admin, bride, groom };
});

async function phoneIn(context: BrowserContext, page: Page, language: Language): Promise<void> {
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
  await page.setViewportSize(PHONE);
}

/** Whether the whole element is on the screen as it is, without scrolling anything. */
async function inView(target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height && box.x >= 0;
}

async function privacyOf(member: Member): Promise<PrivacySettings> {
  const response = await apiCall('/me/privacy', { token: member.token });
  expect(response.status).toBe(200);
  return (await response.json()) as PrivacySettings;
}

describe('small things a parent trips on, on a 360 × 740 phone', () => {
  for (const language of LANGUAGES) {
    test(`${language}: edit mode is titled by what it holds, not "step 2/6", and its tabs show that they scroll`, async ({
      page,
      context,
      world,
    }) => {
      await loginWithCookie(context, world.bride.member);
      await phoneIn(context, page, language);
      await page.goto('/profile/edit/personal');
      const heading = page.getByRole('heading', { level: 1 });
      await heading.filter({ hasText: IN[language].editPersonal }).waitFor();
      await expect(heading.textContent()).resolves.not.toContain(IN[language].stepWord);

      // The strip is wider than the phone: the side with more tabs is marked, and the mark is drawn.
      const tabs = page.locator('nav.profile-tabs');
      const marks = () =>
        tabs.evaluate((nav) => ({
          before: nav.hasAttribute('data-more-before') && getComputedStyle(nav, '::before').opacity === '1',
          after: nav.hasAttribute('data-more-after') && getComputedStyle(nav, '::after').opacity === '1',
        }));
      await expect.poll(async () => (await marks()).after).toBe(true);
      await tabs.locator('ul').evaluate((list) => {
        list.scrollLeft = list.scrollWidth;
      });
      await expect.poll(marks).toEqual({ before: true, after: false });
      await tabs.locator('ul').evaluate((list) => {
        list.scrollLeft = 0;
      });
      await expect.poll(marks).toEqual({ before: false, after: true });
      await expectNoSidewaysScroll(page);

      // Registering is still a numbered sequence.
      await page.goto('/profile/register/personal');
      await page.getByRole('heading', { level: 1, name: IN[language].registerPersonal }).waitFor();
    });

    test(`${language}: the report dialog's buttons are on the screen at 360 × 740, before and after filling it in`, async ({
      page,
      context,
      world,
    }) => {
      await loginWithCookie(context, world.groom.member);
      await phoneIn(context, page, language);
      await page.goto(`/profile/view/${world.bride.profileId}`);
      await page.getByRole('button', { name: IN[language].report, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: IN[language].reportTitle });
      await dialog.waitFor();
      const send = dialog.getByRole('button', { name: IN[language].sendReport });
      const cancel = dialog.getByRole('button', { name: IN[language].cancel });
      await expect(inView(send)).resolves.toBe(true);
      await expect(inView(cancel)).resolves.toBe(true);

      // Filled in, the form scrolls inside the dialog and the buttons stay where a thumb finds them.
      await dialog.getByRole('radio').last().check();
      await dialog.getByRole('textbox').fill('x '.repeat(400));
      await expect(inView(send)).resolves.toBe(true);
      await expect(isTappable(send)).resolves.toBe(true);
      await expect(isTappable(cancel)).resolves.toBe(true);
      await cancel.click();
      await dialog.waitFor({ state: 'hidden' });
    });

    test(`${language}: a logged-in home offers My Profile, not registering through WhatsApp`, async ({
      page,
      context,
      browser,
      world,
    }) => {
      const caption = `Married ${randomInt(100_000, 1_000_000)}`;
      await uploadMarriage(world.admin, caption);

      // A visitor is offered it.
      const visitor = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE });
      await visitor.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/');
      await visitorPage.getByRole('region', { name: IN[language].whatsappRegistration }).waitFor();
      await visitor.close();

      await loginWithCookie(context, world.bride.member);
      await phoneIn(context, page, language);
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: IN[language].myProfile }).waitFor();
      // The sections under the hero come together: once the marriages are there, so would the block.
      await page.getByRole('figure').filter({ hasText: caption }).waitFor();
      await expect(
        page.getByRole('region', { name: IN[language].whatsappRegistration }).count(),
      ).resolves.toBe(0);
    });

    test(`${language}: the upgrade page checks for a new subscription instead of looping back to itself`, async ({
      page,
      context,
    }) => {
      const member = await createMember();
      await loginWithCookie(context, member);
      await phoneIn(context, page, language);
      await page.goto('/upgrade');
      const check = page.getByRole('button', { name: IN[language].checkAgain });
      await check.waitFor();
      await expect(page.getByRole('link', { name: IN[language].seeSubscription }).count()).resolves.toBe(0);
      await check.click();
      await page.getByRole('status').filter({ hasText: IN[language].notYet }).waitFor();
      expect(pathOf(page)).toBe('/upgrade');

      // The operator activates it; checking again finds it, and the link leads to it.
      await grantSubscription(member, 5, 30);
      await check.click();
      await page.getByRole('link', { name: IN[language].seeSubscription }).click();
      await page.getByRole('heading', { level: 1, name: IN[language].subscriptionTitle }).waitFor();
      expect(pathOf(page)).toBe('/subscription');
    });
  }

  test('mr: registration explains the public birth-date list and lets the family stay off it; Privacy & safety changes it', {
    timeout: 90_000,
  }, async ({ page, context }) => {
    const member = await createMember();
    await loginWithCookie(context, member);
    await phoneIn(context, page, 'mr');
    await page.goto('/profile/register/basic');
    const listed = page.getByLabel(IN.mr.listAtRegistration);
    await expect(listed.isChecked()).resolves.toBe(true);
    await listed.uncheck();

    await page.locator('input[name=name]').fill('Sayali');
    await page.locator('input[name=surname]').fill('Pawar');
    await page.locator('select[name=community]').selectOption('Kshatriya');
    await page.locator('select[name=gender]').selectOption('Female');
    await page.locator('select[name=dobYear]').selectOption(String(birthYears()[5]));
    await page.locator('select[name=dobMonth]').selectOption('7');
    await page.locator('select[name=dobDay]').selectOption('4');
    await page.locator('input[name=city]').fill('Belagavi');
    await page.locator('input[name=pincode]').fill('590006');
    await page.locator('select[name=state]').selectOption('Karnataka');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/profile/register/personal');
    await expect(privacyOf(member)).resolves.toMatchObject({ public_dob_listing: false });

    await page.goto('/profile/edit/privacy');
    const onTab = page.getByLabel(IN.mr.listOnPrivacyTab);
    await expect(onTab.isChecked()).resolves.toBe(false);
    await onTab.check();
    await expect.poll(async () => (await privacyOf(member)).public_dob_listing).toBe(true);
    await expectNoSidewaysScroll(page);
  });
});
