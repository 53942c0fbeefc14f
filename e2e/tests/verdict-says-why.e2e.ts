/**
 * A horoscope verdict says why in the sentence that gives it, on the Marathi site (gunas decide) and
 * the Tamil one (poruthams decide); the search card's no names what failed it, and the interest
 * dialog offers "our horoscopes match" only when they do. On a 360 × 740 phone in Marathi and
 * Tamil, with axe and 44 px tap targets on every page walked.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Domain, HoroscopeRequest, Raasi, Star } from '@varmala/shared';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectFitForAPhone, phoneOf } from '../support/family-phones';
import { test as base } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { approve, createProfile, type Profile } from '../support/profiles';

type Language = 'mr' | 'ta';

const horoscope = (birth_star: Star, padham: number, raasi: Raasi): HoroscopeRequest => ({
  birth_place: 'Belagavi',
  birth_time: '06:30 AM',
  birth_star,
  padham,
  raasi,
});

interface Site {
  domain: Domain;
  /** The bride who looks, the groom whose horoscope does not match hers, and one whose does. */
  bride: HoroscopeRequest;
  noMatch: HoroscopeRequest;
  match: HoroscopeRequest;
  panel: string;
  /** The panel's one sentence for each groom, and the first's search card. */
  noMatchSays: string;
  matchSays: string;
  noMatchCard: string;
  send: string;
  /** "Our horoscopes match", the sentence an interest may carry. */
  horoscopesMatch: string;
  cancel: string;
}

const SITES: Record<Language, Site> = {
  // Ashwini 2 with Ashwini 2: 28 gunas, well over 18, but nadi dosha. With Bharani 2: 34 gunas.
  mr: {
    domain: 'varmala',
    bride: horoscope('Ashwini', 2, 'Mesha'),
    noMatch: horoscope('Ashwini', 2, 'Mesha'),
    match: horoscope('Bharani', 2, 'Mesha'),
    panel: 'पत्रिका जुळणी',
    noMatchSays: 'पत्रिका जुळत नाही: नाडी दोष आहे (36 पैकी 28 गुण), आणि या साइटवर तो असल्यास पत्रिका जुळत नाही.',
    matchSays: 'पत्रिका जुळते: 36 पैकी 34 गुण, आणि या साइटवर किमान 18 गुण हवेत; नाडी दोष किंवा भकूट दोष नाही.',
    noMatchCard: 'पत्रिका: 28/36 गुण · जुळत नाही (नाडी दोष)',
    send: 'स्वारस्य पाठवा',
    horoscopesMatch: 'आपल्या पत्रिका जुळतात; आपण बोलूया का?',
    cancel: 'रद्द करा',
  },
  // Bharani 1 with Purva Phalguni 1: 7 of 10 poruthams, more than the 6 asked for, but rajju fails.
  // With Ashwini 1: rajju and vedha hold, 7 of 10.
  ta: {
    domain: 'tamilmala',
    bride: horoscope('Bharani', 1, 'Mesha'),
    noMatch: horoscope('Purva Phalguni', 1, 'Simha'),
    match: horoscope('Ashwini', 1, 'Mesha'),
    panel: 'ஜாதகப் பொருத்தம்',
    noMatchSays: 'ஜாதகம் பொருந்தவில்லை: இந்தத் தளத்தில் ரஜ்ஜு கட்டாயம் பொருந்த வேண்டும், ஆனால் அது பொருந்தவில்லை.',
    matchSays:
      'ஜாதகம் பொருந்துகிறது: கட்டாயமான ரஜ்ஜு மற்றும் வேதை பொருந்துகின்றன; 10-இல் 7 பொருத்தங்கள் உள்ளன, இந்தத் தளத்தில் குறைந்தது 6 வேண்டும்.',
    noMatchCard: 'ஜாதகம்: 7/10 பொருத்தம் · பொருந்தவில்லை (ரஜ்ஜு கட்டாயம்)',
    send: 'விருப்பம் அனுப்பு',
    horoscopesMatch: 'நம் ஜாதகங்கள் பொருந்துகின்றன; பேசலாமா?',
    cancel: 'ரத்து செய்',
  },
};

const screenshots = path.resolve(import.meta.dirname, '../artifacts/verdict-says-why');
mkdirSync(screenshots, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });

interface World {
  bride: Profile;
  noMatch: Profile;
  match: Profile;
}

async function makeWorld(site: Site): Promise<World> {
  const admin = await createAdmin(site.domain);
  const bride = await createProfile({
    domain: site.domain,
    basic: { gender: 'Female' },
    horoscope: site.bride,
  });
  const noMatch = await createProfile({
    domain: site.domain,
    basic: { gender: 'Male' },
    horoscope: site.noMatch,
  });
  const match = await createProfile({
    domain: site.domain,
    basic: { gender: 'Male' },
    horoscope: site.match,
  });
  for (const profile of [bride, noMatch, match]) await approve(admin, profile);
  return { bride, noMatch, match };
}

for (const language of ['mr', 'ta'] as const) {
  const site = SITES[language];
  const test = base.extend('world', { scope: 'file' }, async (): Promise<World> => makeWorld(site));

  describe(`${language}: a verdict says why, on a 360 × 740 phone`, () => {
    test('the panel gives the verdict and its reason in one sentence, and the interest dialog does not claim a match there is not', {
      timeout: 240_000,
    }, async ({ browser, world }) => {
      const { context, page, problems } = await phoneOf(browser, world.bride.member, language);

      // The groom whose horoscope does not match: the reason is in the verdict's own sentence.
      await page.goto(`/profile/view/${world.noMatch.profileId}`);
      const panel = page.getByRole('region', { name: site.panel });
      const sentence = panel.locator('.horoscope-match__verdict-text');
      await expect(sentence.innerText()).resolves.toBe(site.noMatchSays);
      await expectFitForAPhone(page);
      await shot(page, `${language}-no-match-panel`);

      await page
        .getByRole('button', { name: new RegExp(`^${site.send}`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio').first().waitFor();
      await expect(dialog.getByLabel(site.horoscopesMatch).count()).resolves.toBe(0);
      await expect(dialog.getByRole('radio').count()).resolves.toBe(3);
      await expectFitForAPhone(page);
      await shot(page, `${language}-no-match-dialog`);
      await dialog.getByRole('button', { name: site.cancel }).click();

      // The groom whose horoscope matches: why it matches, and the sentence is offered.
      await page.goto(`/profile/view/${world.match.profileId}`);
      await expect(sentence.innerText()).resolves.toBe(site.matchSays);
      await expectFitForAPhone(page);
      await shot(page, `${language}-match-panel`);
      await page
        .getByRole('button', { name: new RegExp(`^${site.send}`) })
        .first()
        .click();
      await dialog.getByLabel(site.horoscopesMatch).waitFor();
      await expect(dialog.getByRole('radio').count()).resolves.toBe(4);
      await expectFitForAPhone(page);
      await dialog.getByRole('button', { name: site.cancel }).click();

      // The search card's no names what failed it, beside the score.
      await page.goto('/profile/search');
      await page.locator('.profile-card').first().waitFor();
      await shot(page, `${language}-search`);
      // By the profile's number: a Tamil card shows the name without the surname.
      const card = (profile: Profile) =>
        page.locator('.profile-card', { has: page.getByText(profile.mid, { exact: true }) });
      await expect(card(world.noMatch).locator('.horoscope-score').innerText()).resolves.toBe(
        site.noMatchCard,
      );
      await expectFitForAPhone(page);

      expect(problems).toEqual([]);
      await context.close();
    });
  });
}
