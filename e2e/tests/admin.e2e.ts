import { randomInt } from 'node:crypto';
import { birthYears, type MarriagesResponse, PROFILE_STATUSES } from '@varmala/shared';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { apiCall, type Member, saveBasicDetails, uniqueName } from '../support/factories';
import { gradientPng } from '../support/files';
import { loginWithCookie, test } from '../support/fixtures';
import { holdRequests } from '../support/hold';
import { createAdmin } from '../support/operator';
import { expectNoSidewaysScroll, PHONE, smallTapTargets } from '../support/phone';
import {
  adminList,
  agreeToBeFeatured,
  approve,
  createProfile,
  isoDate,
  type Profile,
  uploadPhoto,
} from '../support/profiles';

const COLUMNS = ['#', 'Name', 'Surname', 'Gender', 'DOB', 'City', 'Status', 'Action'];
const STATUS_LABELS = PROFILE_STATUSES.map((status) => status.label);

// The oldest birth years the forms offer: no other test file picks them, so a filter on these
// dates finds only the members made here.
const years = birthYears();
const APPROVAL_BIRTHDAY = {
  year: years[years.length - 1] as number,
  month: 11,
  day: 23,
  monthName: 'November',
};
const PAGING_BIRTHDAY = { year: years[years.length - 2] as number, month: 2, day: 9, monthName: 'February' };

let admin: Member;
beforeAll(async () => {
  admin = await createAdmin();
});

async function openProfileSearch(page: Page): Promise<void> {
  await loginWithCookie(page.context(), admin);
  await page.goto('/admin/profile/search');
  await page.waitForURL('**/admin/profile/search');
  await page.getByRole('heading', { level: 1, name: 'Admin profile search' }).waitFor();
}

/** The table's body rows, once the list for the filters on screen has arrived. */
function bodyRows(page: Page): Locator {
  return page.getByRole('table').locator('tbody > tr');
}

async function caption(page: Page): Promise<string> {
  return (await page.getByRole('table').locator('caption').textContent()) ?? '';
}

function rowOf(page: Page, member: Profile): Locator {
  return bodyRows(page).filter({ hasText: member.mid });
}

async function openMarriages(page: Page): Promise<void> {
  await loginWithCookie(page.context(), admin);
  await page.goto('/admin/marriages');
  await page.waitForURL('**/admin/marriages');
  await page.getByRole('heading', { level: 1, name: 'Upload marriage photos' }).waitFor();
}

/** Picks a file as 'wedding.png', whatever its bytes are. */
async function choosePhoto(page: Page, buffer: Buffer): Promise<void> {
  await page
    .getByLabel('Select a marriage photo')
    .setInputFiles({ name: 'wedding.png', mimeType: 'image/png', buffer });
}

async function cellTexts(row: Locator): Promise<string[]> {
  return row.locator('td').allTextContents();
}

describe('admin profile search', () => {
  test('finds a profile by its id, changes its status and features it, in the words of the spec', async ({
    page,
  }) => {
    const birthday = APPROVAL_BIRTHDAY;
    const bride = await createProfile({ basic: { date_of_birth: isoDate(birthday), city: 'Kolhapur' } });
    await openProfileSearch(page);

    // The filter form and the table as the spec names them.
    await page.getByLabel('MM / MF id').waitFor();
    for (const label of ['Year', 'Month', 'Day']) await page.getByLabel(label, { exact: true }).waitFor();
    await expect(page.getByLabel('Domain').locator('option').allTextContents()).resolves.toEqual([
      'All',
      'Varmala',
      'Tamilmala',
    ]);
    await page.getByRole('button', { name: 'Reset' }).waitFor();
    await page.getByRole('table').waitFor();
    await expect(page.getByRole('columnheader').allTextContents()).resolves.toEqual(COLUMNS);

    await page.getByLabel('MM / MF id').fill(bride.mid.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/admin/profile/search?mid=${bride.mid.toLowerCase()}`);
    await expect.poll(() => caption(page)).toBe('Profiles: 1 profile');
    const row = rowOf(page, bride);
    await expect(cellTexts(row)).resolves.toEqual([
      '1',
      `${bride.member.name}${bride.mid}`,
      'Pawar',
      'Female',
      `${birthday.day} ${birthday.monthName} ${birthday.year}`,
      'Kolhapur',
      'Unverified',
      expect.stringContaining('Featured'),
    ]);

    // Featured is for Approved profiles only.
    const featured = row.getByRole('checkbox', { name: /^Featured/ });
    await expect(featured.isDisabled()).resolves.toBe(true);

    // The status dropdown offers all seven statuses.
    const changeStatus = row.getByRole('button', { name: /^Change status/ });
    await changeStatus.click();
    const options = row.getByRole('listitem');
    // The current one is marked for screen readers too.
    await expect
      .poll(() => options.allTextContents())
      .toEqual(STATUS_LABELS.map((label) => (label === 'Unverified' ? `${label} (current)` : label)));
    await row.getByRole('button', { name: 'Approved', exact: true }).click();

    await page.getByText('Profile status updated...').waitFor();
    await page.getByText('Success', { exact: true }).waitFor();
    await expect.poll(() => row.locator('td').nth(6).textContent()).toBe('Approved');
    // Approved, but the member has not agreed to the home page: still locked, and the row says why.
    await row.getByText('The member has not agreed to appear on the home page.').waitFor();
    await expect(featured.isDisabled()).resolves.toBe(true);
    await agreeToBeFeatured(bride);
    await page.reload();
    await expect.poll(() => featured.isEnabled()).toBe(true);
    await expect(
      row.getByText('The member has not agreed to appear on the home page.').count(),
    ).resolves.toBe(0);

    await featured.check();
    await expect.poll(() => featured.isChecked()).toBe(true);
    await expect
      .poll(async () => (await adminList(admin, { mid: bride.mid })).rows[0]?.is_featured)
      .toBe(true);

    // Leaving Approved unfeatures the profile and locks the checkbox again.
    await changeStatus.click();
    await row.getByRole('button', { name: 'Married', exact: true }).click();
    await expect.poll(() => row.locator('td').nth(6).textContent()).toBe('Married');
    await expect.poll(() => featured.isChecked()).toBe(false);
    await expect(featured.isDisabled()).resolves.toBe(true);
    await expect(adminList(admin, { mid: bride.mid })).resolves.toMatchObject({
      rows: [{ status: 300, status_label: 'Married', is_featured: false }],
    });
  });

  test('filters by date of birth only when complete and by domain, pages with View more, and resets', async ({
    page,
  }) => {
    const birthday = PAGING_BIRTHDAY;
    const brides: Profile[] = [];
    for (let i = 0; i < 21; i += 1) {
      brides.push(await createProfile({ basic: { date_of_birth: isoDate(birthday), name: uniqueName() } }));
    }
    const tamil = await createProfile({ domain: 'tamilmala', basic: { date_of_birth: isoDate(birthday) } });
    const everyone = (await adminList(admin, {})).count;
    expect(everyone).toBeGreaterThanOrEqual(22);

    await openProfileSearch(page);
    await expect.poll(() => caption(page)).toBe(`Profiles: ${everyone} profiles`);
    await expect.poll(() => bodyRows(page).count()).toBe(20);

    // Year and month without a day: the date is not used.
    await page.getByLabel('Year', { exact: true }).selectOption(String(birthday.year));
    await page.getByLabel('Month', { exact: true }).selectOption({ label: birthday.monthName });
    const partial = page.waitForRequest((request) => request.url().includes('/api/admin/profile/list/1'));
    await page.getByRole('button', { name: 'Search' }).click();
    expect((await partial).postDataJSON()).toEqual({ mid: [], date_of_birth: [], domain: [] });
    await expect.poll(() => caption(page)).toBe(`Profiles: ${everyone} profiles`);

    await page.getByLabel('Day', { exact: true }).selectOption(String(birthday.day));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => caption(page)).toBe('Profiles: 22 profiles');
    await expect.poll(() => bodyRows(page).count()).toBe(20);
    // Newest first: the Tamil profile was made last.
    await expect(bodyRows(page).first().textContent()).resolves.toContain(tamil.mid);

    await page.getByRole('button', { name: 'View more' }).click();
    await expect.poll(() => bodyRows(page).count()).toBe(22);
    await expect(page.getByRole('button', { name: 'View more' }).count()).resolves.toBe(0);
    await expect(bodyRows(page).last().textContent()).resolves.toContain(brides[0]?.mid);
    await expect(bodyRows(page).last().locator('td').first().textContent()).resolves.toBe('22');

    await page.getByLabel('Domain').selectOption({ label: 'Tamilmala' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => caption(page)).toBe('Profiles: 1 profile');
    await expect(bodyRows(page).first().textContent()).resolves.toContain(tamil.mid);

    // An id that matches nothing.
    await page.getByLabel('MM / MF id').fill('MF1');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Empty', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => caption(page)).toBe(`Profiles: ${everyone} profiles`);
    await expect(page.getByLabel('MM / MF id').inputValue()).resolves.toBe('');
    for (const label of ['Year', 'Month', 'Day']) {
      await expect(page.getByLabel(label, { exact: true }).inputValue()).resolves.toBe('');
    }
    await expect(page.getByLabel('Domain').inputValue()).resolves.toBe('');
    expect(new URL(page.url()).search).toBe('');
  });

  test("a 403 on the admin list sends the operator to /forbidden, other errors read 'Something went wrong...'", async ({
    page,
  }) => {
    let answer = 400;
    await page.route('**/api/admin/profile/list/*', (route) =>
      route.fulfill({
        status: answer,
        contentType: 'application/json',
        body: JSON.stringify({
          Status: 'Error',
          Message: 'Something broke',
          code: answer === 403 ? 'FORBIDDEN' : 'BAD_REQUEST',
        }),
      }),
    );
    await openProfileSearch(page);
    await page.getByText('Something went wrong...', { exact: true }).waitFor();

    answer = 403;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL('**/forbidden');
  });
});

describe('admin marriages', () => {
  test('uploads a marriage photo with its caption; the notice shows for 5 seconds', async ({ page }) => {
    await openMarriages(page);

    const upload = page.getByRole('button', { name: 'Upload' });
    await expect(upload.isDisabled()).resolves.toBe(true);

    await choosePhoto(page, gradientPng(640, 480));
    await page.getByText('Change the photo', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'The chosen photo' }).waitFor();
    // A photo alone is not enough: the caption is required.
    await expect(upload.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Caption').fill('   ');
    await expect(upload.isDisabled()).resolves.toBe(true);

    const caption = `${uniqueName()} weds ${uniqueName()}`;
    await page.getByLabel('Caption').fill(caption);
    await expect(upload.isEnabled()).resolves.toBe(true);

    // The request waits until the test has seen the button while sending.
    const release = await holdRequests(page, '**/api/admin/marriage');
    await upload.click();
    const sending = page.getByRole('button', { name: 'Loading...' });
    await sending.waitFor();
    await expect(sending.isDisabled()).resolves.toBe(true);
    release();

    const notice = page.getByText('Photo uploaded successfully', { exact: true });
    await notice.waitFor();
    const shownAt = Date.now();
    // The form is ready for the next photo.
    await page.getByText('Select a marriage photo', { exact: true }).waitFor();
    await expect(page.getByLabel('Caption').inputValue()).resolves.toBe('');
    await expect(page.getByRole('button', { name: 'Upload' }).isDisabled()).resolves.toBe(true);

    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThanOrEqual(4_000);
    expect(shownFor).toBeLessThan(12_000);

    // The story is on the site, its photo re-encoded.
    const stories = (await (await apiCall('/marriages')).json()) as MarriagesResponse;
    const story = stories.rows.find((row) => row.caption === caption);
    expect(story).toBeDefined();
    const photo = await apiCall((story?.large ?? '').replace(/^\/api/, ''));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  test('a file that is not a picture is refused with the reason', async ({ page }) => {
    await openMarriages(page);
    await choosePhoto(page, Buffer.from('%PDF-1.4\nnot a picture\n%%EOF\n'));
    await page.getByLabel('Caption').fill('A wedding');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Photo upload failed', { exact: true }).waitFor();
    await page.getByText('Please choose a PNG, JPEG or GIF picture.', { exact: true }).waitFor();
    await expect(page.getByText('Photo uploaded successfully').count()).resolves.toBe(0);
  });
});

describe("the operator's queue", () => {
  /** The card of a profile in the queue, paging on with 'View more' until it is there. */
  async function cardOf(page: Page, profile: Profile): Promise<Locator> {
    const card = page.getByRole('article').filter({ hasText: profile.mid });
    const cards = page.getByRole('article');
    const more = page.getByRole('button', { name: 'View more' });
    for (let pages = 0; pages < 30; pages++) {
      // The list may still be on its way when the heading shows: wait for the card or a way on.
      await card.or(more).first().waitFor();
      if ((await card.count()) > 0) return card;
      const shown = await cards.count();
      await more.click();
      // Until the next page is in, the button may still read 'View more' for a moment: wait for
      // the new cards, not for the button.
      await expect
        .poll(async () => (await card.count()) > 0 || (await cards.count()) > shown, { timeout: 30_000 })
        .toBe(true);
    }
    await card.waitFor();
    return card;
  }

  test('on a phone, new profiles and changes wait oldest first with their photos, each decided in one tap', {
    timeout: 120_000,
  }, async ({ page }) => {
    const suffix = randomInt(100_000, 1_000_000);
    const fresh = await createProfile({ basic: { name: `Nandini ${suffix}` } });
    await uploadPhoto(fresh);
    const renamed = await createProfile({ basic: { name: `Lata ${suffix}` } });
    await approve(admin, renamed);
    await saveBasicDetails(renamed.member, { name: `Latika ${suffix}` });
    await uploadPhoto(renamed, `Diwali at home ${suffix}`);

    await page.setViewportSize(PHONE);
    await loginWithCookie(page.context(), admin);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Waiting' }).click();
    await page.waitForURL('**/admin/profiles/pending');
    await page.getByRole('heading', { level: 1, name: 'Waiting for a decision' }).waitFor();

    const newCard = await cardOf(page, fresh);
    const changesCard = await cardOf(page, renamed);
    await newCard.getByText('New profile', { exact: true }).waitFor();
    await expect(newCard.getByRole('img').count()).resolves.toBe(1);
    await changesCard.getByText('Changes to an approved profile').waitFor();
    await changesCard.getByText(`Waiting for review: name Latika ${suffix}, 1 new photo`).waitFor();
    await expect(changesCard.getByText('New', { exact: true }).count()).resolves.toBe(1);
    // The caption of the new photo waits with it: the operator reads it before approving.
    await changesCard.getByText(`Photo 1: “Diwali at home ${suffix}”`).waitFor();
    // Oldest first: the new profile was registered before the other one was changed.
    const order = await page
      .getByRole('article')
      .evaluateAll(
        (cards, mids) => mids.map((mid) => cards.findIndex((card) => card.textContent?.includes(mid))),
        [fresh.mid, renamed.mid],
      );
    expect(order[0]).toBeLessThan(order[1] as number);
    await expectNoSidewaysScroll(page);
    await expect(smallTapTargets(page)).resolves.toEqual([]);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await newCard.getByRole('button', { name: /^Approve/ }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'Approved' }).first().waitFor();
    await newCard.waitFor({ state: 'detached' });
    await expect(adminList(admin, { mid: fresh.mid })).resolves.toMatchObject({
      rows: [{ status: 200, status_label: 'Approved' }],
    });

    // Turning changes down deletes the new photo: it asks first.
    await changesCard.getByRole('button', { name: /^Turn down changes/ }).click();
    await page
      .getByRole('dialog', { name: `Turn down the changes of Lata ${suffix} Pawar (${renamed.mid})?` })
      .getByRole('button', { name: 'Turn down changes' })
      .click();
    await changesCard.waitFor({ state: 'detached' });
    await expect(adminList(admin, { mid: renamed.mid })).resolves.toMatchObject({
      rows: [{ name: `Lata ${suffix}`, status: 200, pending_changes: null }],
    });
  });
});

describe('admin pages on a phone', () => {
  test('both pages fit a phone without sideways scrolling and have no serious axe violations', async ({
    page,
  }) => {
    await createProfile({ basic: { date_of_birth: isoDate(APPROVAL_BIRTHDAY) } });
    await page.setViewportSize(PHONE);
    await openProfileSearch(page);
    await bodyRows(page).first().waitFor();
    // The status list open too: its buttons are part of the page then.
    await bodyRows(page)
      .first()
      .getByRole('button', { name: /^Change status/ })
      .click();
    await bodyRows(page).first().getByRole('button', { name: 'Verified', exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    // Escape closes the list and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect
      .poll(() => bodyRows(page).first().getByRole('button', { name: 'Verified', exact: true }).count())
      .toBe(0);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).resolves.toBe(
      'false',
    );

    await openMarriages(page);
    await choosePhoto(page, gradientPng(800, 600));
    await page.getByRole('img', { name: 'The chosen photo' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });
});
