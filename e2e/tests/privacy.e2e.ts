import { readFile } from 'node:fs/promises';
import { exportFileName, type ProfileView, type ReportListResponse } from '@varmala/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { apiCall, type Member, saveBasicDetails, uniqueAddress } from '../support/factories';
import { test as base, loginWithCookie, pathOf } from '../support/fixtures';
import { createAdmin, grantSubscription } from '../support/operator';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';
import { approve, createProfile, type Profile, uploadPhoto } from '../support/profiles';

interface World {
  admin: Member;
  /** Approved, with a photo: the member whose Privacy & safety tab is tried. */
  bride: Profile;
  /** Approved, with a photo and a subscription: he downloads her number, then reports and blocks her. */
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
  await grantSubscription(groom.member, 10, 30);
  return { admin, bride, groom };
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

async function api(member: Member, path: string, init: RequestInit = {}) {
  return apiCall(path, { ...init, token: member.token });
}

async function viewAs(member: Member, profile: Profile) {
  return api(member, `/profile/view/${profile.profileId}`);
}

async function openPrivacyTab(page: Page) {
  await page.goto('/profile/edit/basic');
  await page.getByRole('link', { name: 'Privacy & safety' }).click();
  await page.waitForURL('**/profile/edit/privacy');
  await page.getByRole('heading', { level: 1, name: 'Privacy & safety' }).waitFor();
}

describe('the Privacy & safety tab', () => {
  test('pauses the profile and brings it back, protects the photos, lifts a block and names who took the number', {
    timeout: 120_000,
  }, async ({ page, context, world }) => {
    const { bride, groom } = world;
    // The groom takes her number; the bride has blocked someone already.
    expect((await api(groom.member, `/profile/download/${bride.profileId}`)).status).toBe(200);
    const pest = await createProfile({ basic: { gender: 'Male', city: 'Pune' } });
    await approve(world.admin, pest);
    // A POST with a JSON content type carries a JSON body, even an empty one.
    const blocked = await api(bride.member, `/profile/block/${pest.profileId}`, {
      method: 'POST',
      body: '{}',
    });
    expect(blocked.status).toBe(200);

    await loginWithCookie(context, bride.member);
    await page.setViewportSize(PHONE);
    await openPrivacyTab(page);
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Pause: the groom no longer finds her; bring back: he does.
    await page.getByText('Your profile is shown to other members.').waitFor();
    await page.getByRole('button', { name: 'Pause my profile' }).click();
    await toast(page, 'Your profile is paused').waitFor();
    await page.getByText(/^Your profile is paused\. Nobody finds it/).waitFor();
    expect((await viewAs(groom.member, bride)).status).toBe(404);
    await page.getByRole('button', { name: 'Show my profile again' }).click();
    await toast(page, 'Your profile is shown again').waitFor();
    expect((await viewAs(groom.member, bride)).status).toBe(200);

    // Photos only for members she shortlisted: the groom, not on her shortlist, sees none.
    const photosOf = async () => ((await (await viewAs(groom.member, bride)).json()) as ProfileView).photos;
    expect(await photosOf()).toHaveLength(1);
    await page.getByLabel('Only members I have shortlisted').check();
    await toast(page, 'Saved').waitFor();
    expect(await photosOf()).toEqual([]);
    await page.getByLabel('Every member who can see my profile').check();
    await expect.poll(async () => (await photosOf()).length).toBe(1);

    // Her block, and lifting it.
    const blocks = page.getByRole('region', { name: 'Members I blocked' });
    const pestRow = blocks.getByRole('listitem').filter({ hasText: pest.mid });
    await pestRow.waitFor();
    await pestRow.getByRole('button', { name: /^Unblock/ }).click();
    await toast(page, 'is unblocked').waitFor();
    await blocks.getByText('You have not blocked anyone.').waitFor();
    expect((await viewAs(pest.member, bride)).status).toBe(200);

    // Who took her number: the groom, by member id and name.
    const views = page.getByRole('region', { name: 'Who took my number' });
    const row = views.getByRole('row').filter({ hasText: groom.mid });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(groom.member.name);
  });

  test("downloads the member's data as a ZIP holding profile.json and the photo", async ({
    page,
    context,
  }) => {
    const member = await createProfile({ basic: { gender: 'Female' } });
    await uploadPhoto(member);
    await loginWithCookie(context, member.member);
    await openPrivacyTab(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(exportFileName('varmala'));
    const bytes = await readFile((await download.path()) as string);
    // A ZIP names its files in plain text in its directory at the end.
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes('profile.json')).toBe(true);
    expect(bytes.includes('photos/photo-1.webp')).toBe(true);
  });

  test('erases the account only with the password typed again and the box ticked', async ({
    page,
    context,
  }) => {
    const leaving = await createProfile({ basic: { gender: 'Female' } });
    await loginWithCookie(context, leaving.member);
    await openPrivacyTab(page);
    const leave = page.getByRole('region', { name: 'Leave for good' });
    const erase = leave.getByRole('button', { name: 'Erase my account' });

    await erase.click();
    await leave.getByText('Required', { exact: true }).waitFor();
    await leave.getByText('Please tick the box to confirm.').waitFor();

    await leave.getByLabel('Your password').fill('not my password');
    await leave.getByLabel(/I understand that my account/).check();
    await erase.click();
    await leave.getByText('Your password is not correct.').waitFor();
    expect((await api(leaving.member, '/me')).status).toBe(200);

    await leave.getByLabel('Your password').fill(leaving.member.password);
    await erase.click();
    await toast(page, 'Your account has been erased').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await api(leaving.member, '/me')).status).toBe(401);
    const login = await apiCall('/login', {
      method: 'POST',
      body: JSON.stringify({ mobile_no: leaving.member.mobile, password: leaving.member.password }),
    });
    expect(login.status).toBe(401);
  });

  test("a mother who runs her son's profile says what becomes of it before her account is erased", async ({
    page,
    context,
  }) => {
    const mother = await createProfile({ basic: { gender: 'Female' } });
    const added = await api(mother.member, '/me/family/profiles', {
      method: 'POST',
      body: JSON.stringify({ gender: 'Male', profile_for: 'son' }),
    });
    expect(added.status).toBe(201);
    const { user_id: sonId } = (await added.json()) as { user_id: number };
    const switched = await api(mother.member, `/me/family/switch/${sonId}`, { method: 'POST', body: '{}' });
    expect(switched.status).toBe(200);
    const son = { ...mother.member, token: ((await switched.json()) as { token: string }).token };

    await loginWithCookie(context, mother.member);
    await page.setViewportSize(PHONE);
    await openPrivacyTab(page);
    const leave = page.getByRole('region', { name: 'Leave for good' });
    const managed = leave.getByRole('region', { name: 'The profiles you run' });
    // Nobody else runs it and the son has no login: it cannot be kept, only erased with her account.
    await managed.getByText('Profile not filled in yet').waitFor();
    await expect(managed.getByLabel('Keep it').count()).resolves.toBe(0);
    await managed.getByText(/can be kept only when its candidate has a login/).waitFor();
    await expectNoSidewaysScroll(page);

    await leave.getByLabel('Your password').fill(mother.member.password);
    await leave.getByLabel(/I understand that my account/).check();
    const erase = leave.getByRole('button', { name: 'Erase my account' });
    await erase.click();
    await leave.getByText('Please choose for each profile.').waitFor();
    expect((await api(mother.member, '/me')).status).toBe(200);
    expect((await api(son, '/me')).status).toBe(200);

    await managed.getByLabel('Erase it too').check();
    await erase.click();
    await toast(page, 'Your account has been erased').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await api(mother.member, '/me')).status).toBe(401);
    expect((await api(son, '/me')).status).toBe(401);
  });

  test("names a member by the name the operator approved, or 'A member' in the three languages", {
    timeout: 120_000,
  }, async ({ page, context, world }) => {
    const { admin } = world;
    const bride = await createProfile({ basic: { gender: 'Female' } });
    await approve(admin, bride);
    // A new profile nobody has looked at takes her number.
    const taker = await createProfile({ basic: { gender: 'Male', name: 'Takername' } });
    await grantSubscription(taker.member, 5, 30);
    expect((await api(taker.member, `/profile/download/${bride.profileId}`)).status).toBe(200);
    // She blocks an approved member; the operator moves him back to Verified and he renames himself.
    const pest = await createProfile({ basic: { gender: 'Male', name: 'Pestname' } });
    await approve(admin, pest);
    const blocked = await api(bride.member, `/profile/block/${pest.profileId}`, {
      method: 'POST',
      body: '{}',
    });
    expect(blocked.status).toBe(200);
    const moved = await api(admin, `/admin/profile/${pest.profileId}/status`, {
      method: 'POST',
      body: JSON.stringify({ profile_id: pest.profileId, status: 10 }),
    });
    expect(moved.status).toBe(200);
    await saveBasicDetails(pest.member, { gender: 'Male', name: 'Unlookedat' });

    await loginWithCookie(context, bride.member);
    await page.setViewportSize(PHONE);
    for (const [language, title, aMember] of [
      ['en', 'Privacy & safety', 'A member'],
      ['mr', 'गोपनीयता आणि सुरक्षा', 'एक सदस्य'],
      ['ta', 'தனியுரிமையும் பாதுகாப்பும்', 'ஒரு உறுப்பினர்'],
    ] as const) {
      await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
      await page.goto('/profile/edit/privacy');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const takerRow = page.getByRole('row').filter({ hasText: taker.mid });
      await takerRow.getByText(aMember, { exact: true }).waitFor();
      const pestItem = page.getByRole('listitem').filter({ hasText: pest.mid });
      await pestItem.locator('.privacy-list__who', { hasText: `${aMember} (${pest.mid})` }).waitFor();
      const shown = (await page.locator('main').textContent()) ?? '';
      for (const unapproved of ['Takername', 'Pestname', 'Unlookedat'])
        expect(shown).not.toContain(unapproved);
      await expectNoSidewaysScroll(page);
    }
  });

  test('reads in Marathi and Tamil', async ({ page, context }) => {
    const bride = await createProfile({ basic: { gender: 'Female' } });
    await loginWithCookie(context, bride.member);
    for (const [language, title, pause] of [
      ['mr', 'गोपनीयता आणि सुरक्षा', 'प्रोफाइल लपवा'],
      ['ta', 'தனியுரிமையும் பாதுகாப்பும்', 'சுயவிவரத்தை மறை'],
    ] as const) {
      await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
      await page.goto('/profile/edit/privacy');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // The tab among the edit tabs, and the section's own words.
      await page.getByRole('link', { name: title }).waitFor();
      await page.getByRole('button', { name: pause }).waitFor();
    }
  });
});

describe('block and report on a profile', () => {
  test('the report dialog refuses a number and sends a report; blocking takes her out of his search', {
    timeout: 120_000,
  }, async ({ page, context, browser, world }) => {
    const { admin, bride, groom } = world;
    await loginWithCookie(context, groom.member);
    await page.goto(`/profile/view/${bride.profileId}`);
    await page.getByRole('heading', { level: 1, name: bride.fullName }).waitFor();

    // The dialog opens on Report, closes on Escape and on Cancel.
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this profile' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Required', { exact: true }).waitFor();
    await dialog.getByLabel('Asking for money or gifts').check();
    const details = dialog.getByLabel('What happened (optional)');
    await details.fill('She asked me to send the visa fee to 98765 43210');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText(/Please leave out phone numbers/).waitFor();
    await details.fill('She asked me to send money for a visa fee.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toast(page, 'Thank you for telling us').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const queue = (await (
      await api(admin, '/admin/report/list/1', { method: 'POST', body: JSON.stringify({ status: 'open' }) })
    ).json()) as ReportListResponse;
    expect(queue.rows).toContainEqual(
      expect.objectContaining({
        reason: 'asking_money',
        details: 'She asked me to send money for a visa fee.',
        profile: expect.objectContaining({ mid: bride.mid }),
        reporter: expect.objectContaining({ mid: groom.mid }),
      }),
    );

    // Blocking asks first, in the site's dialog; cancelling changes nothing.
    const blockQuestion = page.getByRole('dialog', { name: `Block ${bride.fullName}?`, exact: false });
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await blockQuestion.getByRole('button', { name: 'Cancel' }).click();
    await blockQuestion.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe(`/profile/view/${bride.profileId}`);
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await blockQuestion.getByRole('button', { name: 'Block', exact: true }).click();
    await toast(page, `${bride.fullName} is blocked`).waitFor();
    await page.waitForURL('**/profile/search');
    await page.getByRole('heading', { level: 1, name: 'Search Profile' }).waitFor();
    // Once every result is drawn: the count is there and no card is still to come.
    await page
      .getByRole('status')
      .filter({ hasText: /profiles? found/ })
      .waitFor();
    await expect.poll(() => page.locator('ul.result-list[aria-busy="true"]').count()).toBe(0);
    await expect(page.getByRole('link', { name: bride.fullName, exact: true }).count()).resolves.toBe(0);
    // Either way round: she no longer sees him either.
    expect((await viewAs(bride.member, groom)).status).toBe(404);

    // The operator works the queue: the report is there, and dismissing it closes it.
    const operator = await browser.newContext({
      baseURL: inject('baseURL'),
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    const adminPage = await operator.newPage();
    await loginWithCookie(operator, admin);
    await adminPage.goto('/admin/reports');
    await adminPage.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const reportRow = adminPage
      .getByRole('row')
      .filter({ hasText: 'She asked me to send money for a visa fee.' });
    await reportRow.waitFor();
    await reportRow.getByRole('button', { name: /^Dismiss/ }).click();
    await adminPage.locator('[data-sonner-toast]', { hasText: 'Done' }).waitFor();
    await reportRow.waitFor({ state: 'detached' });
    await operator.close();
  });
});
