import { randomInt } from 'node:crypto';
import type { AdminDashboard, MarriagesResponse } from '@varmala/shared';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { apiCall, type Member, saveBasicDetails, uniqueAddress, uniqueEmail } from '../support/factories';
import { loginWithCookie, loginWithForm, test } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { mailsTo } from '../support/outbox';
import { expectNoSidewaysScroll, isTappable, PHONE, smallTapTargets } from '../support/phone';
import { adminList, approve, createProfile, type Profile, uploadMarriage } from '../support/profiles';

let admin: Member;
beforeAll(async () => {
  admin = await createAdmin();
});

/** A name part no other test uses, so a search by it finds only this test's members. */
const uniqueTag = () => `Zq${randomInt(100_000, 1_000_000)}`;

function rowOf(page: Page, profile: Profile): Locator {
  return page.getByRole('table').locator('tbody > tr').filter({ hasText: profile.mid });
}

async function searchByName(page: Page, name: string): Promise<void> {
  await page.getByLabel('Name or surname').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(`**/admin/profile/search?name=${name}`);
}

/** The operator's own phone, logged in on the profile list. */
async function openProfileList(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  await loginWithCookie(page.context(), admin);
  await page.goto('/admin/profile/search');
  await page.getByRole('heading', { level: 1, name: 'Admin profile search' }).waitFor();
}

describe("the operator's day, on a 360×740 phone", () => {
  test('lands on the dashboard after logging in; each count opens the list it counts', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const fresh = await createProfile({ basic: { name: `Nandini ${tag}` } });
    const counts = (await (
      await apiCall('/admin/dashboard', { token: admin.token })
    ).json()) as AdminDashboard;
    expect(counts.new_profiles).toBeGreaterThanOrEqual(1);
    // The browser tests' site takes UPI payments (UPI_VPA is set): the count is there, a number.
    expect(counts.payments_waiting).toEqual(expect.any(Number));

    await page.setViewportSize(PHONE);
    await page.goto('/login');
    await loginWithForm(page, admin);
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const counted = page.getByRole('list', { name: 'What waits' });
    const newProfiles = counted.getByRole('link', { name: /new profiles? to approve$/ });
    await expect(newProfiles.textContent()).resolves.toMatch(/^\d+new profiles? to approve$/);
    await counted.getByRole('link', { name: /open reports?$/ }).waitFor();
    // Payments by UPI are on for this site: their count opens the payments queue.
    const payments = counted.getByRole('link', { name: /payments? to confirm$/ });
    await expect(payments.getAttribute('href')).resolves.toBe('/admin/payments');
    await expectNoSidewaysScroll(page);
    await expect(smallTapTargets(page)).resolves.toEqual([]);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await newProfiles.click();
    await page.waitForURL('**/admin/profile/search?status=0&status=10');
    await expect(page.getByRole('checkbox', { name: 'Unverified', exact: true }).isChecked()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('checkbox', { name: 'Verified', exact: true }).isChecked()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('checkbox', { name: 'Approved', exact: true }).isChecked()).resolves.toBe(
      false,
    );
    // Narrowed by name: the new profile is there, marked as it is.
    await page.getByLabel('Name or surname').fill(tag.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => rowOf(page, fresh).locator('td').nth(6).textContent()).toBe('Unverified');

    // A remembered page still wins over the dashboard.
    const later = await browser.newContext({
      baseURL: inject('baseURL'),
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    const again = await later.newPage();
    await again.goto('/admin/marriages');
    await again.waitForURL('**/login');
    await loginWithForm(again, admin);
    await again.waitForURL('**/admin/marriages');
    await later.close();
  });

  test('rejects only with a reason, in an accessible dialog; the member is told in Marathi; the operator undoes it', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const bride = await createProfile({ basic: { name: `Sunita ${tag}` } });
    const email = uniqueEmail();
    await saveBasicDetails(bride.member, { name: `Sunita ${tag}`, email });
    await apiCall('/me/language', {
      method: 'POST',
      token: bride.member.token,
      body: JSON.stringify({ language: 'mr' }),
    });

    await openProfileList(page);
    await searchByName(page, tag);
    const row = rowOf(page, bride);
    const toggle = row.getByRole('button', { name: /^Change status/ });
    await toggle.click();
    await row.getByRole('button', { name: 'Rejected', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: `Reject Sunita ${tag} Pawar (${bride.mid})?` });
    await dialog.waitFor();
    await dialog
      .getByText('The member is told the reason you choose, in their language', { exact: false })
      .waitFor();
    // Modal: the focus is inside, and Tab goes round inside it.
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null);
    await expect(focusInDialog()).resolves.toBe(true);
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    await expect(focusInDialog()).resolves.toBe(true);
    // It fits the phone, its buttons are reachable, and axe finds nothing serious.
    const box = await dialog.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= PHONE.width).toBe(true);
    await expect(isTappable(dialog.getByRole('button', { name: 'Reject profile' }))).resolves.toBe(true);
    await expect(isTappable(dialog.getByRole('button', { name: 'Cancel' }))).resolves.toBe(true);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // No reason, no rejection.
    await dialog.getByRole('button', { name: 'Reject profile' }).click();
    await dialog.getByText('Required', { exact: true }).waitFor();
    await expect(adminList(admin, { mid: bride.mid })).resolves.toMatchObject({ rows: [{ status: 0 }] });

    // Escape leaves it, changes nothing, and gives the focus back to the status button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toMatch(
      /^Change status/,
    );
    await expect(adminList(admin, { mid: bride.mid })).resolves.toMatchObject({ rows: [{ status: 0 }] });

    await toggle.click();
    await row.getByRole('button', { name: 'Rejected', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Photo not suitable' }).check();
    await dialog.getByLabel('Note for operators (optional)').fill('Group photo, face not clear');
    await dialog.getByRole('button', { name: 'Reject profile' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Profile status updated...').first().waitFor();
    await expect.poll(() => row.locator('td').nth(6).textContent()).toMatch(/^Rejected/);
    await row.getByText('Reason: Photo not suitable').waitFor();
    await row.getByText('Group photo, face not clear').waitFor();
    await expect(adminList(admin, { mid: bride.mid })).resolves.toMatchObject({
      rows: [{ status: 500, refusal: { reason: 'photo_not_suitable', note: 'Group photo, face not clear' } }],
    });
    await expectNoSidewaysScroll(page);

    // The member reads why, in Marathi, by mail and on her own page; never the operator's note.
    await expect
      .poll(async () => (await mailsTo(email)).find((mail) => mail.subject.includes('मंजूर झाले नाही'))?.text)
      .toContain('कारण: फोटो योग्य नाही.');
    const family = await browser.newContext({
      baseURL: inject('baseURL'),
      locale: 'mr-IN',
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    try {
      const phone = await family.newPage();
      await phone.setViewportSize(PHONE);
      await loginWithCookie(family, bride.member);
      await phone.goto('/profile/edit/basic');
      await phone.getByText('इतर सदस्यांना आपले प्रोफाइल दिसत नाही').waitFor();
      await phone.getByText('फोटो योग्य नाही. आम्हाला वधू किंवा वराचा चेहरा', { exact: false }).waitFor();
      expect(await phone.content()).not.toContain('Group photo');
    } finally {
      await family.close();
    }

    // The operator changes their mind within the day.
    await row.getByRole('button', { name: /^Undo rejection/ }).click();
    await expect.poll(() => row.locator('td').nth(6).textContent()).toBe('Unverified');
    await expect(adminList(admin, { mid: bride.mid })).resolves.toMatchObject({
      rows: [{ status: 0, refusal: null }],
    });
  });

  test("undoes a rejection from the profile's own page, within its day", async ({ page }) => {
    const tag = uniqueTag();
    const bride = await createProfile({ basic: { name: `Kavita ${tag}` } });
    const refused = await apiCall(`/admin/profile/${bride.profileId}/status`, {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ profile_id: bride.profileId, status: 500, reason: 'duplicate' }),
    });
    expect(refused.status).toBe(200);

    await page.setViewportSize(PHONE);
    await loginWithCookie(page.context(), admin);
    await page.goto(`/profile/view/${bride.profileId}`);
    const tools = page.getByRole('region', { name: 'For the operator' });
    await tools.getByText('Reason: Duplicate of another profile').waitFor();
    await tools.getByText('Rejected', { exact: true }).waitFor();
    const undo = tools.getByRole('button', { name: /^Undo rejection/ });
    await expect(isTappable(undo)).resolves.toBe(true);
    await expectNoSidewaysScroll(page);

    await undo.click();
    await page.getByText('Rejection undone').first().waitFor();
    await tools.waitFor({ state: 'detached' });
    await expect(adminList(admin, { mid: bride.mid })).resolves.toMatchObject({
      rows: [{ status: 0, refusal: null }],
    });
  });

  test('finds profiles by mobile, status, and what waits with the new ones first', async ({ page }) => {
    const tag = uniqueTag();
    const changed = await createProfile({ basic: { name: `Lata ${tag}` } });
    await approve(admin, changed);
    await saveBasicDetails(changed.member, { name: `Latika ${tag}` });
    const fresh = await createProfile({ basic: { name: `Meera ${tag}` } });
    const settled = await createProfile({ basic: { name: `Kavya ${tag}` } });
    await approve(admin, settled);

    await openProfileList(page);
    // By the login mobile, typed with a space as people write it.
    const mobile = fresh.member.mobile;
    await page.getByLabel('Mobile number').fill(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('table').locator('tbody > tr').count()).toBe(1);
    await rowOf(page, fresh).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();

    // By status, within the tag.
    await page.getByLabel('Name or surname').fill(tag);
    await page.getByRole('checkbox', { name: 'Approved', exact: true }).check();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/admin/profile/search?name=${tag}&status=200`);
    await expect.poll(() => page.getByRole('table').locator('tbody > tr').count()).toBe(2);

    // What waits: the new profile first, then the approved one whose changes wait; not the settled one.
    await page.getByRole('checkbox', { name: 'Approved', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: /^Waiting for review/ }).check();
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/admin/profile/search?name=${tag}&waiting=1`);
    const rows = page.getByRole('table').locator('tbody > tr');
    // The list before stays on screen, faded, until the new one is in.
    const mids = () =>
      rows.evaluateAll((found) => found.map((row) => row.textContent?.match(/M[FM]\d+/)?.[0]));
    await expect.poll(mids).toEqual([fresh.mid, changed.mid]);
    await rows.nth(1).getByText(`Waiting for review: name Latika ${tag}`).waitFor();

    await expectNoSidewaysScroll(page);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  test('lists the marriage photos, changes a caption and removes a photo after asking', async ({ page }) => {
    const tag = uniqueTag();
    await uploadMarriage(admin, `Asha weds Vikram ${tag}`);
    await page.setViewportSize(PHONE);
    await loginWithCookie(page.context(), admin);
    await page.goto('/admin/marriages');
    const story = page.getByRole('article', { name: `Asha weds Vikram ${tag}` });
    await story.waitFor();
    await expectNoSidewaysScroll(page);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await story.getByRole('button', { name: /^Edit caption/ }).click();
    await story.getByLabel('Caption').fill(`Asha and Vikram, married in Pune ${tag}`);
    await story.getByRole('button', { name: 'Save' }).click();
    const renamed = page.getByRole('article', { name: `Asha and Vikram, married in Pune ${tag}` });
    await renamed.waitFor();
    const captions = async () =>
      ((await (await apiCall('/marriages')).json()) as MarriagesResponse).rows.map((row) => row.caption);
    await expect(captions()).resolves.toContain(`Asha and Vikram, married in Pune ${tag}`);

    await renamed.getByRole('button', { name: /^Remove/ }).click();
    const question = page.getByRole('dialog', { name: 'Remove this marriage photo?' });
    await question.waitFor();
    // Removing cannot be taken back: the dialog starts on Cancel.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('dialog') && document.activeElement.textContent),
      )
      .toBe('Cancel');
    await question.getByRole('button', { name: 'Remove' }).click();
    await renamed.waitFor({ state: 'detached' });
    await expect(captions()).resolves.not.toContain(`Asha and Vikram, married in Pune ${tag}`);
  });
});
