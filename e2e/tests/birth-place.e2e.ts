import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type ComputeHoroscopeResponse,
  type Domain,
  type HoroscopeResponse,
  type PlaceItem,
  rasiOf,
  STAR_VALUES,
  type Star,
} from '@varmala/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { mr } from '../../apps/web/src/i18n/mr';
import { ta } from '../../apps/web/src/i18n/ta';
import { seriousAxeViolations } from '../support/axe';
import { apiCall, createMember, type Member } from '../support/factories';
import { loginWithCookie, test } from '../support/fixtures';
import { recordLayoutShifts } from '../support/layout-shifts';
import { expectNoSidewaysScroll, PHONE, smallTapTargets } from '../support/phone';
import { createProfile } from '../support/profiles';

// The horoscope step on a phone, in the family's language: the birth place picked from the list,
// the star that date, time and place give beside what the family chose, and the place read back.

const DATE_OF_BIRTH = '1998-08-14';
const screenshots = path.resolve(import.meta.dirname, '../artifacts/birth-place');
mkdirSync(screenshots, { recursive: true });

const CASES = [
  { language: 'ta', domain: 'tamilmala', texts: ta, typed: 'Madur', place: 'Madurai' },
  { language: 'mr', domain: 'varmala', texts: mr, typed: 'Pun', place: 'Pune' },
] as const;

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function placeNamed(prefix: string, name: string): Promise<PlaceItem> {
  const places = await json<PlaceItem[]>(await apiCall(`/places?q=${encodeURIComponent(prefix)}`));
  const place = places.find((item) => item.name === name);
  if (!place) throw new Error(`No ${name} among the places for '${prefix}'`);
  return place;
}

function compute(member: Member, placeId: number, birthTime: string): Promise<ComputeHoroscopeResponse> {
  return apiCall('/horoscope/compute', {
    method: 'POST',
    token: member.token,
    body: JSON.stringify({ date_of_birth: DATE_OF_BIRTH, birth_time: birthTime, place_id: placeId }),
  }).then((response) => json<ComputeHoroscopeResponse>(response));
}

const clock = (hour24: number) =>
  `${String(hour24 % 12 === 0 ? 12 : hour24 % 12).padStart(2, '0')}:00 ${hour24 < 12 ? 'AM' : 'PM'}`;

/**
 * A time on the hour within 30 minutes of a change of padham, and its reading. Every instant is within
 * 30 minutes of some hour, and the Moon changes padham about four times a day.
 */
async function timeNearAChange(
  placeId: number,
): Promise<{ time: string; reading: ComputeHoroscopeResponse }> {
  const asker = await createMember();
  for (let hour = 0; hour < 24; hour += 1) {
    const reading = await compute(asker, placeId, clock(hour));
    if (reading.changes_near.some((change) => change.part === 'padham'))
      return { time: clock(hour), reading };
  }
  throw new Error('No change of padham on that day');
}

async function phoneIn(page: Page, language: string): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
  await page.setViewportSize(PHONE);
}

describe('the horoscope step works out the star from date, time and place, on a phone', () => {
  for (const { language, domain, texts, typed, place: placeName } of CASES) {
    test(`${language}: a place picked by its first letters, the star it gives, a note where the family's differs, read back after a reload`, async ({
      page,
      context,
    }) => {
      const words = texts.profile.horoscope;
      const site = { ...words.sites[domain as Domain], ...words.siteReading[domain as Domain] };
      const label = (star: Star) => texts.options.birthStar[star];
      const place = await placeNamed(typed, placeName);
      const { time, reading } = await timeNearAChange(place.place_id);
      const { moon } = reading;
      const line = (star: Star, padham: number, raasi: string) =>
        `${label(star)}, ${site.padhamNumber.replace('{{number}}', String(padham))}, ${texts.options.raasi[raasi as keyof typeof texts.options.raasi]}`;

      const profile = await createProfile({ domain, basic: { date_of_birth: DATE_OF_BIRTH } });
      await loginWithCookie(context, profile.member);
      await phoneIn(page, language);
      const layoutShifts = await recordLayoutShifts(page);
      await page.goto('/profile/edit/horoscope');

      // The first letters typed, the place picked from the suggestions.
      const placeBox = page.getByRole('combobox', { name: words.placeBirth });
      await placeBox.pressSequentially(typed, { delay: 40 });
      const option = page.getByRole('option', { name: new RegExp(`^${place.name}`) }).first();
      await option.waitFor();
      await option.click();
      await expect(placeBox.inputValue()).resolves.toBe(`${place.name}, ${place.state}`);
      await expect(placeBox.getAttribute('aria-expanded')).resolves.toBe('false');

      const [hour, minute, meridiem] = time.split(/[: ]/) as [string, string, string];
      await page.getByLabel(words.hour, { exact: true }).selectOption(hour);
      await page.getByLabel(words.minute, { exact: true }).selectOption(minute);
      await page.getByLabel(words.meridiem, { exact: true }).selectOption(meridiem);

      // The line in the page's language, with the community's names for star, padham and raasi.
      const panel = page.getByRole('region', { name: words.reading.title });
      const computedLine = words.reading.line.replace(
        '{{reading}}',
        line(moon.birth_star, moon.padham, moon.raasi),
      );
      await panel.getByText(computedLine, { exact: true }).waitFor();
      // Near a change of padham, the reading either side is there too, for a family unsure of the minute.
      const nearby = panel.getByRole('listitem');
      await nearby.first().waitFor();
      await expect(nearby.count()).resolves.toBeGreaterThan(0);

      // A star the family chose that is not this one gets a calm note; nothing is changed or blocked.
      const other = STAR_VALUES[(STAR_VALUES.indexOf(moon.birth_star) + 5) % STAR_VALUES.length] as Star;
      await page.getByLabel(words.birthStar, { exact: true }).selectOption(other);
      await page.getByLabel(site.padham, { exact: true }).selectOption('1');
      await expect(page.getByLabel(site.raasi, { exact: true }).inputValue()).resolves.toBe(rasiOf(other, 1));
      const note = panel.locator('.birth-reading__differs');
      await note.waitFor();
      await expect(note.textContent()).resolves.toContain(words.birthStar);
      await expect(note.textContent()).resolves.toContain(site.check);
      await expect(page.getByLabel(words.birthStar, { exact: true }).inputValue()).resolves.toBe(other);

      // Mars: the dosham text of the site's tradition goes into the field only when asked.
      const dosham = page.getByLabel(site.dhosam, { exact: true });
      await expect(dosham.inputValue()).resolves.toBe('');
      const suggested = (await panel.locator('.birth-reading__suggested').textContent()) ?? '';
      const leads = [site.dosham, site.noDosham].map((text) => text.slice(0, text.indexOf('(')));
      expect(
        leads.some((lead) => suggested.startsWith(lead)),
        suggested,
      ).toBe(true);
      await panel.getByRole('button', { name: words.reading.use.replace('{{field}}', site.dhosam) }).click();
      await expect(dosham.inputValue()).resolves.toBe(suggested);

      await panel.screenshot({ path: path.join(screenshots, `${language}-reading.png`) });
      await page.screenshot({ path: path.join(screenshots, `${language}-step.png`), fullPage: true });

      await expectNoSidewaysScroll(page);
      expect(await smallTapTargets(page)).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await expect(layoutShifts()).resolves.toEqual([]);

      const saved = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/horoscope'),
      );
      await page.getByRole('button', { name: words.submit }).click();
      expect((await saved).status()).toBe(200);

      // The place picked is kept with the step and the line comes back from it after a reload.
      const stored = await json<HoroscopeResponse>(
        await apiCall(`/profile/${profile.userId}/horoscope`, { token: profile.member.token }),
      );
      expect(stored).toMatchObject({
        birth_place: `${place.name}, ${place.state}`,
        birth_place_id: place.place_id,
        birth_star: other,
        birth_time: time,
      });
      // After a reload the place is there, and the reading of the saved date, time and place with it.
      await page.goto('/profile/edit/horoscope');
      const placeAgain = page.getByRole('combobox', { name: words.placeBirth });
      await expect(placeAgain.inputValue()).resolves.toBe(`${place.name}, ${place.state}`);
      await page
        .getByRole('region', { name: words.reading.title })
        .getByText(computedLine, { exact: true })
        .waitFor();
      // The reload starts at the top: nothing drawn before the step's data moves when it arrives.
      await expect(layoutShifts()).resolves.toEqual([]);
    });
  }
});
