import { birthYears, HEIGHTS, type Subscription } from '@varmala/shared';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { E2E_WHATSAPP_NUMBER } from '../support/app-settings';
import { seriousAxeViolations } from '../support/axe';
import { apiCall, createMember, type Member, uniqueMobile } from '../support/factories';
import { test as base, loginWithCookie, pathOf } from '../support/fixtures';
import { holdRequests } from '../support/hold';
import { recordLayoutShifts } from '../support/layout-shifts';
import { createAdmin, grantSubscription } from '../support/operator';
import { controlsOverlapping, expectNoSidewaysScroll, isTappable, PHONE } from '../support/phone';
import { approve, createProfile, type Profile, uploadHoroscope, uploadPhoto } from '../support/profiles';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const BIRTH_TIME = '06:45 AM';
/** The birth time as the page writes it, on the 12-hour clock. */
const BIRTH_TIME_SHOWN = '6:45 AM';

interface World {
  admin: Member;
  /** Approved, with a photo, a horoscope file and every step: the profile the groom is after. */
  bride: Profile;
  /** Approved, another community and older; no subscription of her own. */
  otherBride: Profile;
  /** Searches; no photo of his own, so he sees nobody's. Not approved himself. */
  groom: Profile;
}

/** Three members and an operator, made once for the whole file. */
const test = base.extend('world', { scope: 'file' }, async (): Promise<World> => {
  const admin = await createAdmin();
  const bride = await createProfile({
    basic: {
      gender: 'Female',
      community: 'Kshatriya',
      date_of_birth: `${birthYears()[6]}-03-15`,
      city: 'Belagavi',
    },
    personal: {
      height: HEIGHTS[15]?.cm,
      weight: 55,
      physical_status: 'Normal',
      marital_status: 'Never Married',
      about: 'Teaches botany at a junior college.',
    },
    work: {
      education: 'Masters',
      education_desc: 'M.Sc. Botany',
      profession: 'Private Company',
      annual_income: '5-7 Lakhs',
    },
    family: { father_name: 'Ramesh', father_alive: true, mother_name: 'Sunita', mother_alive: true },
    horoscope: { birth_place: 'Belagavi', birth_star: 'Rohini', raasi: 'Vrishabha', birth_time: BIRTH_TIME },
  });
  await uploadPhoto(bride);
  await uploadHoroscope(bride);
  const otherBride = await createProfile({
    basic: {
      gender: 'Female',
      community: 'Bhavasar Kshatriya',
      date_of_birth: `${birthYears()[18]}-07-01`,
      city: 'Hubballi',
    },
  });
  const groom = await createProfile({ basic: { gender: 'Male', state: 'Karnataka', city: 'Dharwad' } });
  await approve(admin, bride);
  await approve(admin, otherBride);
  return { admin, bride, otherBride, groom };
});

/** Until unrouted, the API answers `url` as it does for a profile that is gone. */
async function answerNotFound(page: Page, url: string): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ Status: 'Error', Message: 'This profile is not available.', code: 'NOT_FOUND' }),
    }),
  );
}

function profileLink(page: Page, profile: Profile) {
  return page.getByRole('link', { name: profile.fullName, exact: true });
}

/** Opens a folded filter (its summary) and returns its tick boxes. */
async function openChoices(page: Page, label: string) {
  const group = page.getByRole('group', { name: label, exact: true });
  if (!(await group.isVisible())) await page.locator('summary', { hasText: label }).first().click();
  await group.waitFor();
  return group;
}

function today(): string {
  const now = new Date();
  return `${now.getDate()} ${SHORT_MONTHS[now.getMonth()]} ${now.getFullYear()}`;
}

describe('finding a match', () => {
  test('a member searches and filters on a phone, shortlists a profile and, once subscribed, downloads it', {
    timeout: 120_000,
  }, async ({ page, context, world }) => {
    const { bride, otherBride, groom } = world;
    await loginWithCookie(context, groom.member);
    await page.setViewportSize(PHONE);
    await page.goto('/profile/search');
    await page.getByRole('heading', { level: 1, name: 'Search Profile' }).waitFor();

    // Default search (ages 18 to 40): both brides, as text; no photos for a member without one.
    await profileLink(page, bride).waitFor();
    await profileLink(page, otherBride).waitFor();
    await page
      .getByText('Members who have added a photo of their own can see the photos of others.')
      .waitFor();
    const brideCard = page.getByRole('article').filter({ has: profileLink(page, bride) });
    await expect(brideCard.locator('img').count()).resolves.toBe(0);
    await expect(brideCard.textContent()).resolves.toContain(bride.mid);
    await expect(brideCard.textContent()).resolves.toContain('Masters - M.Sc. Botany');
    await expect(brideCard.textContent()).resolves.toContain('Belagavi');
    await expect(profileLink(page, bride).getAttribute('href')).resolves.toBe(
      `/profile/view/${bride.profileId}`,
    );
    await expectNoSidewaysScroll(page);

    // On a phone the filters open from a Filter button above the results, in the page's flow.
    const toggle = page.getByRole('button', { name: 'Filter', exact: true });
    const panel = page.getByRole('search', { name: 'Filter' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(panel.isVisible()).resolves.toBe(false);
    await expect(toggle.evaluate((button) => getComputedStyle(button).position)).resolves.toBe('static');
    await toggle.click();
    await panel.waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Filter');
    await expect(page.getByLabel('From', { exact: true }).inputValue()).resolves.toBe('18');
    await expect(page.getByLabel('To', { exact: true }).inputValue()).resolves.toBe('40');
    // Only an admin searches by name; a member in Karnataka is offered the southern states.
    await expect(page.getByLabel('Name or member id').count()).resolves.toBe(0);
    const states = await (await openChoices(page, 'State'))
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
    expect(states).toContain('Karnataka');
    expect(states).toContain('Tamil Nadu');
    expect(states).not.toContain('Maharashtra');
    await expectNoSidewaysScroll(page);

    // Each change reloads from page 1.
    const community = await openChoices(page, 'Community');
    await community.getByLabel('Bhavasar Kshatriya', { exact: true }).check();
    await page.waitForURL(/community=Bhavasar\+Kshatriya/);
    await profileLink(page, bride).waitFor({ state: 'detached' });
    await profileLink(page, otherBride).waitFor();
    await community.getByLabel('Bhavasar Kshatriya', { exact: true }).uncheck();
    await profileLink(page, bride).waitFor();

    await page.getByLabel('To', { exact: true }).selectOption('30');
    await profileLink(page, otherBride).waitFor({ state: 'detached' });
    await profileLink(page, bride).waitFor();

    await page.getByLabel('To', { exact: true }).selectOption('87');
    await page.getByLabel('From', { exact: true }).selectOption('86');
    await page.getByText('Empty', { exact: true }).waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Reset' }).click();
    await profileLink(page, otherBride).waitFor();
    await expect(page.getByLabel('From', { exact: true }).inputValue()).resolves.toBe('18');
    await page.getByRole('button', { name: /^Show \d+ profiles?$/ }).click();
    await panel.waitFor({ state: 'hidden' });

    // The profile page; shortlisting says 'Updating...' until the server answers.
    await profileLink(page, bride).click();
    await page.waitForURL(`**/profile/view/${bride.profileId}`);
    await page.getByRole('heading', { level: 1, name: bride.fullName }).waitFor();
    await page.getByText('Teaches botany at a junior college.').waitFor();
    await page.getByRole('link', { name: 'Upgrade to View Contact' }).waitFor();
    await expectNoSidewaysScroll(page);

    const answer = await holdRequests(page, '**/api/profile/shortlist');
    await page.getByRole('button', { name: 'Shortlist', exact: true }).click();
    await page.getByRole('button', { name: 'Updating...' }).waitFor();
    answer();
    const shortlisted = page.getByRole('button', { name: 'Shortlisted', exact: true });
    await shortlisted.waitFor();
    await expect(shortlisted.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.unroute('**/api/profile/shortlist');

    // 'My shortlist' in the menu is the search with 'Only my shortlist' ticked: the shortlisted bride only.
    await page.goBack();
    await page.waitForURL('**/profile/search');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'My shortlist' }).click();
    await page.waitForURL(/shortlist=1/);
    await profileLink(page, otherBride).waitFor({ state: 'detached' });
    await profileLink(page, bride).waitFor();
    await toggle.click();
    await expect(page.getByLabel('Only my shortlist').isChecked()).resolves.toBe(true);

    // The operator grants one download. The subscription page brings the token up to date.
    await grantSubscription(groom.member, 1, 30);
    const tokenRefreshed = page.waitForResponse(
      (response) => response.url().endsWith('/api/refresh-token') && response.status() === 200,
    );
    await page.goto('/subscription');
    await page.getByRole('heading', { level: 1, name: 'Subscription Details' }).waitFor();
    await tokenRefreshed;
    const summary = page.getByRole('region', { name: 'Your subscription' });
    await summary.getByText('Total downloads').waitFor();
    await expect(summary.locator('dd').allTextContents()).resolves.toEqual([
      '1',
      '0',
      '1',
      today(),
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
      '30 days',
      '30 days',
    ]);
    await page.getByText('Empty', { exact: true }).waitFor();

    // With a subscription the profile offers its contact details, and shows them on request.
    await page.goto(`/profile/view/${bride.profileId}`);
    const viewContact = page.getByRole('button', { name: 'View Contact Details' });
    // A refusal other than 402 or 403 is 'Access Denied', and the member stays on the profile.
    await answerNotFound(page, '**/api/profile/download/*');
    await viewContact.click();
    await page.getByText('Access Denied', { exact: true }).waitFor();
    expect(pathOf(page)).toBe(`/profile/view/${bride.profileId}`);
    await page.unroute('**/api/profile/download/*');
    await viewContact.click();
    const contact = page.getByRole('region', { name: 'Contact details' });
    await contact.getByRole('link', { name: bride.member.mobile }).waitFor();
    await expect(contact.getByRole('link', { name: bride.member.mobile }).getAttribute('href')).resolves.toBe(
      `tel:${bride.member.mobile}`,
    );
    await contact.getByText(BIRTH_TIME_SHOWN).waitFor();
    await contact.getByRole('link', { name: 'Horoscope 1' }).waitFor();
    await expect(page.getByRole('link', { name: 'Upgrade to View Contact' }).count()).resolves.toBe(0);
    await expectNoSidewaysScroll(page);

    // The download is listed, and used the one download.
    await page.goto('/subscription');
    const row = page.getByRole('row').filter({ hasText: bride.mid });
    await row.waitFor();
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual([
      bride.mid,
      bride.member.name,
      today(),
      // A number downloaded within the last 7 days may be reported as unreachable.
      `View Profile ${bride.member.name}Number not reachable? - ${bride.member.name}`,
    ]);
    await expect(summary.locator('dd').nth(1).textContent()).resolves.toBe('1');
    await expect(summary.locator('dd').nth(2).textContent()).resolves.toBe('0');
    await expectNoSidewaysScroll(page);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await row.getByRole('link', { name: /^View Profile/ }).click();
    await page.waitForURL(`**/profile/view/${bride.profileId}`);

    // No download left: a new profile's details lead to the upgrade page, which says why.
    await page.goto(`/profile/view/${otherBride.profileId}`);
    await page.getByRole('button', { name: 'View Contact Details' }).click();
    await page.waitForURL('**/upgrade');
    await page
      .getByText('You have used all the downloads of your subscription. Contact us on WhatsApp to extend it.')
      .waitFor();
  });

  test('a member without a subscription is shown the way to one and no contact details', async ({
    page,
    context,
    world,
  }) => {
    const { bride, otherBride } = world;
    await loginWithCookie(context, otherBride.member);
    await page.goto(`/profile/view/${bride.profileId}`);
    await page.getByRole('heading', { level: 1, name: bride.fullName }).waitFor();
    const shortlist = page.getByRole('button', { name: 'Shortlist', exact: true });
    await shortlist.waitFor();
    for (const name of ['Upgrade to View Contact', 'View Birth Time', 'View Horoscope']) {
      await expect(page.getByRole('link', { name }).getAttribute('href')).resolves.toBe('/upgrade');
    }
    await expect(page.getByRole('button', { name: 'View Contact Details' }).count()).resolves.toBe(0);
    const html = await page.content();
    expect(html).not.toContain(bride.member.mobile);
    expect(html).not.toContain(BIRTH_TIME);
    expect(html).not.toContain(BIRTH_TIME_SHOWN);
    await expect(page.getByRole('link', { name: 'Horoscope 1' }).count()).resolves.toBe(0);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await page.getByRole('link', { name: 'Upgrade to View Contact' }).click();
    await page.waitForURL('**/upgrade');
    await page.getByRole('heading', { level: 1, name: 'Upgrade' }).waitFor();
    const whatsapp = page.getByRole('link', { name: /^Contact us on WhatsApp/ });
    await expect(whatsapp.getAttribute('href')).resolves.toMatch(
      new RegExp(`^https://wa\\.me/${E2E_WHATSAPP_NUMBER}\\?text=.*${otherBride.mid}`),
    );
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // Subscription details need a subscription.
    await page.goto('/subscription');
    await page.waitForURL('**/upgrade');
    expect(pathOf(page)).toBe('/upgrade');

    await page.goto(`/profile/view/${bride.profileId}`);
    await shortlist.waitFor();
    // A failed shortlist call says so, and the button stays as it was.
    await answerNotFound(page, '**/api/profile/shortlist');
    await shortlist.click();
    await page.getByText('Error shortlisting...', { exact: true }).waitFor();
    await expect(shortlist.getAttribute('aria-pressed')).resolves.toBe('false');
    await page.unroute('**/api/profile/shortlist');
  });

  test('a member whose own profile was rejected is told why, and how to reach the operator', async ({
    page,
    context,
    world,
  }) => {
    const { admin, bride } = world;
    const rejected = await createProfile({ basic: { gender: 'Male' } });
    const refused = await apiCall(`/admin/profile/${rejected.profileId}/status`, {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ profile_id: rejected.profileId, status: 500, reason: 'photo_not_suitable' }),
    });
    expect(refused.status).toBe(200);
    await loginWithCookie(context, rejected.member);
    await page.goto(`/profile/view/${bride.profileId}`);
    await page.waitForURL('**/forbidden');
    await page.getByText('Your profile is not active', { exact: false }).waitFor();
    await expect(
      page.getByRole('link', { name: 'Write to us on WhatsApp' }).getAttribute('href'),
    ).resolves.toMatch(new RegExp(`^https://wa\\.me/${E2E_WHATSAPP_NUMBER}`));
    expect(await page.content()).not.toContain(bride.fullName);
  });

  test('on a phone the Filter button covers no control at any step of opening and using the panel', async ({
    page,
    context,
    world,
  }) => {
    await loginWithCookie(context, world.groom.member);
    await page.setViewportSize(PHONE);
    await page.goto('/profile/search');
    await profileLink(page, world.bride).waitFor();
    const toggle = page.getByRole('button', { name: 'Filter', exact: true });
    const steps: [string, string[]][] = [];
    const look = async (step: string) => steps.push([step, await controlsOverlapping(toggle)]);

    await look('results shown');
    await toggle.click();
    await page.getByRole('search', { name: 'Filter' }).waitFor();
    await look('panel open');
    for (const label of [
      'Community',
      'State',
      'Education',
      'Annual income',
      'Marital status',
      'Birth star',
    ]) {
      await openChoices(page, label);
      await look(`${label} unfolded`);
    }
    await (await openChoices(page, 'Community')).getByLabel('Kshatriya', { exact: true }).check();
    await page.waitForURL(/community=Kshatriya/);
    await look('a community ticked');
    await page.getByLabel('To', { exact: true }).selectOption('35');
    await page.waitForURL(/to_age=35/);
    await look('an age chosen');
    const show = page.getByRole('button', { name: /^Show \d+ profiles?$/ });
    await expect(isTappable(show)).resolves.toBe(true);
    await look('scrolled to the end of the panel');
    await page.getByRole('button', { name: 'Reset' }).click();
    await look('filters reset');
    await show.click();
    await page.getByRole('search', { name: 'Filter' }).waitFor({ state: 'hidden' });
    await look('panel closed');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await look('scrolled to the last result');
    expect(steps).toEqual(steps.map(([step]) => [step, []]));
  });

  test('on a phone each result leads with its photo, and a tap anywhere on the card opens the profile', async ({
    page,
    context,
    world,
  }) => {
    const { bride, groom } = world;
    await loginWithCookie(context, groom.member);
    await page.setViewportSize(PHONE);
    await page.goto('/profile/search');
    const card = page.getByRole('article').filter({ has: profileLink(page, bride) });
    await card.waitFor();
    // The groom has no photo of his own, so the card shows the placeholder in the photo's place.
    const photo = await card.locator('.profile-card__photo').boundingBox();
    const name = await profileLink(page, bride).boundingBox();
    expect(photo?.width).toBeGreaterThanOrEqual(120);
    expect(photo?.height).toBeGreaterThanOrEqual(150);
    expect((photo?.x ?? 0) + (photo?.width ?? 0)).toBeLessThanOrEqual(name?.x ?? 0);
    await expect(isTappable(card.getByRole('button', { name: /^Shortlist/ }))).resolves.toBe(true);
    // A tap on the facts, away from the name, lands on the card's link.
    const facts = await card.getByText('Masters - M.Sc. Botany').boundingBox();
    await page.mouse.click((facts?.x ?? 0) + 10, (facts?.y ?? 0) + (facts?.height ?? 0) / 2);
    await page.waitForURL(`**/profile/view/${bride.profileId}`);
  });

  test('the results are drawn two cards at a time, the list busy until every card is there, after a filter too', async ({
    page,
    context,
    world,
  }) => {
    // A site of their own, so that these brides change no other test's results. The three made
    // first are of another caste, so that filtering by it gives a list with another profile first.
    const groom = await createProfile({ domain: 'tamilmala', basic: { gender: 'Male' } });
    for (let bride = 0; bride < 6; bride++) {
      const caste = bride < 3 ? { community: 'Mudaliar', surname: 'Senguntha' } : {};
      await approve(
        world.admin,
        await createProfile({ domain: 'tamilmala', basic: { gender: 'Female', ...caste } }),
      );
    }
    // How many cards the list holds after each change to the page.
    await page.addInitScript(() => {
      const counts: number[] = [];
      Object.assign(window, { cardCounts: counts });
      new MutationObserver(() => {
        const list = document.querySelector('ul.result-list');
        if (list && counts.at(-1) !== list.children.length) counts.push(list.children.length);
      }).observe(document, { childList: true, subtree: true });
    });
    await loginWithCookie(context, groom.member);
    await page.goto('/profile/search');
    await page.locator('ul.result-list[aria-busy="false"]').waitFor();
    const status = page.getByRole('status').filter({ hasText: /profiles? found/ });
    const found = Number(/\d+/.exec((await status.textContent()) ?? '')?.[0]);
    expect(found).toBeGreaterThanOrEqual(6);
    const shown = Math.min(found, 20);
    await expect(page.getByRole('article').count()).resolves.toBe(shown);
    const counts = await page.evaluate(() => (window as Window & { cardCounts?: number[] }).cardCounts ?? []);
    expect(counts[0]).toBe(2);
    expect(counts.at(-1)).toBe(shown);
    // Two more in each step after the first.
    expect(counts.slice(1)).toEqual(counts.slice(0, -1).map((count) => Math.min(count + 2, shown)));

    // Another list for another filter comes the same way, not in one long task.
    await page.evaluate(() => {
      (window as Window & { cardCounts?: number[] }).cardCounts?.splice(0);
    });
    await (await openChoices(page, 'Caste')).getByLabel('Mudaliar', { exact: true }).check();
    await page.waitForURL(/community=Mudaliar/);
    await page
      .getByRole('status')
      .filter({ hasText: /^3 profiles found/ })
      .waitFor();
    await page.locator('ul.result-list[aria-busy="false"]').waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(3);
    const after = await page.evaluate(() => (window as Window & { cardCounts?: number[] }).cardCounts ?? []);
    // The list held the old six until the new ones came: two, then the third.
    expect(after.slice(after.indexOf(2))).toEqual([2, 3]);
  });

  test('opening the search asks for its first page beside the check of the session, and only once', async ({
    page,
    context,
    world,
  }) => {
    const { bride, groom } = world;
    // The session's check is held, as on a slow line: the search does not wait for it.
    const release = await holdRequests(page, '**/api/me');
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/profile/recent/')) {
        searches.push(new URL(request.url()).pathname);
      }
    });
    await loginWithCookie(context, groom.member);
    await page.goto('/profile/search');
    // The member's frame asks for its scripts once painted, which may be after the page's load event.
    await expect.poll(() => searches.length, { timeout: 30_000 }).toBe(1);
    release();
    await profileLink(page, bride).waitFor();
    await page.locator('ul.result-list[aria-busy="false"]').waitFor();
    expect(searches).toEqual(['/api/profile/recent/1']);
  });

  test('a member without a profile of their own who opens the search is sent to write it, with no failure shown first', async ({
    page,
    context,
  }) => {
    const member = await createMember();
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { alertsSeen: seen });
      new MutationObserver(() => {
        if (window.location.pathname !== '/profile/search') return;
        for (const alert of document.querySelectorAll('.alert')) {
          const text = alert.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await loginWithCookie(context, member);
    await page.goto('/profile/search');
    await page.waitForURL('**/profile/register/basic');
    const seen = await page.evaluate(() => (window as Window & { alertsSeen?: string[] }).alertsSeen ?? []);
    // Nothing said on the search page before it went: no "Something went wrong", no Try again.
    expect(seen).toEqual([]);
  });

  test("a card's Send interest button holds its place until its code comes, so nothing on the card moves", async ({
    page,
    context,
    world,
  }) => {
    const { bride, groom } = world;
    const layoutShifts = await recordLayoutShifts(page);
    const release = await holdRequests(page, /\/assets\/interest-actions-[\w-]+\.js$/);
    await loginWithCookie(context, groom.member);
    await page.setViewportSize(PHONE);
    await page.goto('/profile/search');
    const card = page.getByRole('article').filter({ has: profileLink(page, bride) });
    await card.waitFor();
    const send = card.getByRole('button', { name: /^Send interest/ });
    const shortlist = card.getByRole('button', { name: /^Shortlist/ });
    // Greyed until it works: a tap on it now would do nothing.
    await expect(send.isDisabled()).resolves.toBe(true);
    const before = await shortlist.boundingBox();
    release();
    await expect.poll(() => send.isEnabled(), { timeout: 30_000 }).toBe(true);
    await expect(shortlist.boundingBox()).resolves.toEqual(before);
    await expect(layoutShifts()).resolves.toEqual([]);
  });

  test('the search page with a filter open has no serious or critical axe violations', async ({
    page,
    context,
    world,
  }) => {
    await loginWithCookie(context, world.groom.member);
    await page.goto('/profile/search');
    await profileLink(page, world.bride).waitFor();
    await openChoices(page, 'Education');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  test('an admin searches by name or member id; the grant screen grants a subscription', async ({
    page,
    context,
    world,
  }) => {
    const { admin, bride, otherBride } = world;
    await loginWithCookie(context, admin);
    await page.goto('/profile/search');
    await page.getByLabel('Name or member id').fill(bride.mid);
    await page.getByLabel('Name or member id').press('Enter');
    await page.waitForURL(new RegExp(`name=${bride.mid}`));
    await profileLink(page, otherBride).waitFor({ state: 'detached' });
    await profileLink(page, bride).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subscriptions' }).click();
    await page.waitForURL('**/admin/subscription');
    await page.getByRole('heading', { level: 1, name: 'Grant a subscription' }).waitFor();
    const submit = page.getByRole('button', { name: 'Grant subscription' });
    await submit.click();
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(3);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    const nobody = uniqueMobile();
    await page.getByLabel('Mobile number of the member').fill(nobody);
    await page.getByLabel('Downloads').fill('10');
    await page.getByLabel('Days').fill('30');
    await submit.click();
    await page.getByText("Couldn't grant the subscription").waitFor();
    await page.getByText(`No account has the mobile number ${nobody}.`).waitFor();

    await page.getByLabel('Mobile number of the member').fill(bride.member.mobile);
    await submit.click();
    await page.getByText('Subscription granted').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `Granted 10 downloads for 30 days to ${bride.member.mobile}` })
      .first()
      .waitFor();
    await expect(page.getByLabel('Downloads').inputValue()).resolves.toBe('');

    const response = await apiCall('/subscription', { token: bride.member.token });
    expect(response.status).toBe(200);
    const subscription = (await response.json()) as Subscription;
    expect(subscription).toMatchObject({ total_download: 10, current_download: 0, duration: 30 });
    expect(pathOf(page)).toBe('/admin/subscription');
  });
});
