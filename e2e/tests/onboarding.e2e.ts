import {
  type AttachmentList,
  type BasicResponse,
  birthYears,
  castesFor,
  type FamilyResponse,
  type HoroscopeResponse,
  type PersonalResponse,
  type PhotoList,
  subCastesFor,
  type WorkResponse,
} from '@varmala/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { E2E_WHATSAPP_NUMBER } from '../support/app-settings';
import { seriousAxeViolations } from '../support/axe';
import {
  apiCall,
  claimsOf,
  createMember,
  saveBasicDetails,
  uniqueEmail,
  uniqueMobile,
  uniqueName,
} from '../support/factories';
import { gradientPng, horoscopePdf } from '../support/files';
import { fill } from '../support/fill-fields';
import { loginWithCookie, pathOf, test } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { latestVerificationPath } from '../support/outbox';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';
import { approve, createProfile } from '../support/profiles';

const LEAVE_QUESTION = 'Your photo upload is in-progress, are you sure you want to leave this page?';

async function optionLabels(select: Locator): Promise<string[]> {
  return select.locator('option').allTextContents();
}

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'accessTokenV2');
  if (!cookie) throw new Error('no token cookie');
  return cookie.value;
}

async function getJson<T>(path: string, token: string): Promise<T> {
  const response = await apiCall(path, { token });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function stepHeading(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

describe('profile onboarding', () => {
  test('a new member fills all six steps on a phone, then edits one in edit mode', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const name = uniqueName();
    const mobile = uniqueMobile();
    const year = String(birthYears()[6]);

    await page.goto('/signup');
    await page.getByLabel('Myself').check();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('Confirm password').fill('a-good-password');
    await page.getByRole('button', { name: 'Register' }).click();

    // Step 1: what is missing is named under each field, in the spec words.
    await page.waitForURL('**/profile/register/basic');
    await stepHeading(page, 'Step 1/6: Add your basic info');
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(name);
    await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(0);
    await page.getByLabel('Email (optional)').fill('not-an-address');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.getByText('Invalid email address', { exact: true }).waitFor();
    // Surname, community, gender, year, month, day, city, pincode, state (name, the mobile signed up
    // with and country start filled).
    await expect(page.getByLabel('Mobile number', { exact: true }).inputValue()).resolves.toBe(mobile);
    await expect(page.getByText('Required', { exact: true }).count()).resolves.toBe(9);
    await expect(page.getByLabel('Surname').getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoSidewaysScroll(page);

    const email = uniqueEmail();
    await fill(page, {
      Surname: 'Pawar',
      Community: 'Bhavasar Kshatriya',
      Gothram: 'Kashyap',
      Gender: 'Female',
      Year: year,
      Month: 'July',
      Day: '4',
      'Mobile number': mobile,
      'Alternate mobile number (optional)': uniqueMobile(),
      'Email (optional)': email,
      Address: '12 Temple Street, Tilakwadi',
      City: 'Belagavi',
      Pincode: '590006',
      State: 'Karnataka',
      Country: 'India',
    });
    await page.getByRole('button', { name: 'Save and Continue' }).click();

    // Step 2. Saving step 1 gave the member a member id, which the refreshed token carries.
    await page.waitForURL('**/profile/register/personal');
    await stepHeading(page, 'Step 2/6: Add your personal info');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^My Profile \(MF\d+\)$/, includeHidden: true })
      .waitFor({ state: 'attached' });
    await fill(page, {
      Height: '5ft 6in (168 cm)',
      'Weight (kg)': '62',
      Complexion: 'Wheatish',
      'Body type': 'Slim',
      'Physical status': 'Normal',
      'Marital status': 'Never Married',
      'Food habits': 'Only Veg',
      About: 'Teaches music at a school and sings in the temple choir.',
      'Expectations from the partner': 'Kind, educated, respects elders.',
    });
    await page.getByRole('button', { name: 'Update Personal' }).click();

    await page.waitForURL('**/profile/register/work');
    await stepHeading(page, 'Step 3/6: Add your education and work info');
    await fill(page, {
      Education: 'Masters',
      'Education details': 'M.Sc. Physics, Rani Channamma University',
      Profession: 'Private Company',
      'Annual income': '5-7 Lakhs',
      Position: 'Lab engineer',
      'Work location': 'Pune',
    });
    await page.getByRole('button', { name: 'Save and Continue' }).click();

    // Step 4: a real picture goes up, with its progress shown, and comes back as a thumbnail.
    await page.waitForURL('**/profile/register/photo');
    await stepHeading(page, 'Step 4/6: Add your photos');
    await page.getByText('No photos yet.').waitFor();
    await page
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'asha.png', mimeType: 'image/png', buffer: gradientPng() });
    const thumbnail = page.getByRole('list', { name: 'Your photos' }).getByRole('img', { name: 'Photo 1' });
    await thumbnail.waitFor();
    await expect(thumbnail.getAttribute('loading')).resolves.toBe('lazy');
    await expect(thumbnail.getAttribute('width')).resolves.toBe('200');
    await expect(thumbnail.getAttribute('height')).resolves.toBe('200');
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Delete Photo 1' }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/profile/register/family');
    await stepHeading(page, 'Step 5/6: Add your family info');
    await fill(page, {
      "Father's name": 'Ramesh Pawar',
      'Father alive?': 'Yes',
      "Father's occupation": 'Farmer',
      "Mother's name": 'Sunita Pawar',
      'Mother alive?': 'No',
      "Mother's occupation": 'Teacher',
      Sisters: '2',
      'Sisters married': '1',
      Brothers: '1',
      'Brothers married': '0',
      'Family status': 'Middle Class',
      'Property details': 'Own house in Belagavi',
      'About the family': 'A joint family of six.',
    });
    // The sibling counts line up in two even columns on the phone, each count beside its married count.
    const box = (label: string) => page.getByLabel(label, { exact: true }).boundingBox();
    const [sisters, sistersMarried, brothers, brothersMarried] = await Promise.all(
      ['Sisters', 'Sisters married', 'Brothers', 'Brothers married'].map(box),
    );
    expect(sistersMarried?.y).toBeCloseTo(sisters?.y ?? 0, 0);
    expect(brothersMarried?.y).toBeCloseTo(brothers?.y ?? 0, 0);
    expect(brothers?.x).toBeCloseTo(sisters?.x ?? 0, 0);
    expect(brothersMarried?.x).toBeCloseTo(sistersMarried?.x ?? 0, 0);
    expect(brothers?.width).toBeCloseTo(sisters?.width ?? 0, 0);
    await page.getByRole('button', { name: 'Save and Continue' }).click();

    // Step 6: star and padham suggest the raasi; a horoscope PDF is listed as 'Horoscope 1'.
    await page.waitForURL('**/profile/register/horoscope');
    await stepHeading(page, 'Step 6/6: Add your astro info');
    await fill(page, {
      'Place of birth': 'Madurai',
      Hour: '07',
      Minute: '05',
      'AM/PM': 'PM',
      'Birth star': 'Rohini',
      Charan: '2',
      'Mangal dosh': 'No',
    });
    // On the Marathi site the words Marathi families use, in English too.
    await expect(page.getByLabel('Rashi').inputValue()).resolves.toBe('Vrishabha');
    // The horoscope files come before the button that ends the step.
    const picker = await page.getByText('Add horoscope files').boundingBox();
    const submit = await page.getByRole('button', { name: 'Update Horoscope' }).boundingBox();
    expect((picker?.y ?? 0) + (picker?.height ?? 0)).toBeLessThanOrEqual(submit?.y ?? 0);
    await page
      .getByLabel('Add horoscope files')
      .setInputFiles({ name: 'chart.pdf', mimeType: 'application/pdf', buffer: horoscopePdf() });
    const chart = page.getByRole('link', { name: 'Horoscope 1', exact: true });
    await chart.waitFor();
    await expect(chart.getAttribute('href')).resolves.toMatch(/^\/api\/media\//);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Update Horoscope' }).click();

    // The end of registration: the profile waits for approval; WhatsApp asks for it.
    await page.waitForURL('**/profile/register/complete');
    await stepHeading(page, 'Congratulations!');
    await page
      .getByText('New profiles wait for approval by the provider, which takes a day or two')
      .waitFor();
    await expect(
      page.getByRole('link', { name: /^Ask for approval on WhatsApp/ }).getAttribute('href'),
    ).resolves.toMatch(new RegExp(`^https://wa\\.me/${E2E_WHATSAPP_NUMBER}\\?text=Please%20approve.+MF\\d+`));
    // The member id to share, large, on its own.
    const memberId = page.getByRole('region', { name: 'Your member id' });
    await expect(memberId.locator('.member-id__value').textContent()).resolves.toMatch(/^MF\d+$/);
    const mid = (await memberId.locator('.member-id__value').textContent()) as string;
    await page.getByRole('main').getByRole('link', { name: 'Search Profile' }).click();
    await page.waitForURL('**/profile/search');
    // Until approved, the search says others cannot see the profile yet, and whom to ask.
    const standing = page.getByRole('status').filter({ hasText: 'Your profile is waiting for approval' });
    await standing.waitFor();
    await expect(standing.textContent()).resolves.toContain('takes a day or two');
    await expect(standing.textContent()).resolves.toContain(mid);
    await expectNoSidewaysScroll(page);

    // Everything typed was saved, as the server reads it back.
    const token = await tokenOf(page);
    const userId = claimsOf(token).user_id;
    const profile = `/profile/${userId}`;
    await expect(getJson<BasicResponse>(`${profile}/basic`, token)).resolves.toMatchObject({
      surname: 'Pawar',
      community: 'Bhavasar Kshatriya',
      gender: 'Female',
      date_of_birth: `${year}-07-04`,
      email,
      pincode: '590006',
    });
    await expect(getJson<PersonalResponse>(`${profile}/personal`, token)).resolves.toMatchObject({
      height: 168,
      weight: 62,
      marital_status: 'Never Married',
    });
    await expect(getJson<WorkResponse>(`${profile}/work`, token)).resolves.toMatchObject({
      annual_income: '5-7 Lakhs',
      work_location: 'Pune',
    });
    await expect(getJson<FamilyResponse>(`${profile}/family`, token)).resolves.toMatchObject({
      father_alive: true,
      mother_alive: false,
      sisters: 2,
      sisters_married: 1,
    });
    await expect(getJson<HoroscopeResponse>(`${profile}/horoscope`, token)).resolves.toEqual({
      birth_place: 'Madurai',
      birth_place_id: null,
      birth_star: 'Rohini',
      padham: 2,
      raasi: 'Vrishabha',
      dhosam: 'No',
      birth_time: '07:05 PM',
    });
    await expect(getJson<PhotoList>(`${profile}/photo`, token)).resolves.toHaveLength(1);
    await expect(getJson<AttachmentList>(`${profile}/attachment`, token)).resolves.toHaveLength(1);

    // Edit mode: the form starts from what was saved; a change sticks across a reload.
    await page.goto('/profile/edit/personal');
    await stepHeading(page, 'Personal details');
    // Every step, a photo, a few words and an e-mail: nothing is missing.
    await page.getByRole('meter', { name: 'Profile 100% complete' }).waitFor();
    await page.getByText('Everything is filled in.').waitFor();
    const weight = page.getByLabel('Weight (kg)');
    await expect(weight.inputValue()).resolves.toBe('62');
    await weight.fill('64');
    await page.getByRole('button', { name: 'Update Personal' }).click();
    await page.waitForURL('**/profile/edit/work');
    await page.goto('/profile/edit/personal');
    await page.reload();
    await expect(page.getByLabel('Weight (kg)').inputValue()).resolves.toBe('64');
    await expect(page.getByLabel('Marital status').inputValue()).resolves.toBe('Never Married');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/profile/edit/basic');
    await expect(page.getByLabel('Day').inputValue()).resolves.toBe('4');
  });

  test('edit mode shows side tabs that scroll sideways on a phone', async ({ page, context }) => {
    const member = await createMember();
    await saveBasicDetails(member);
    await loginWithCookie(context, member);
    await page.setViewportSize(PHONE);
    await page.goto('/profile/edit/family');
    await stepHeading(page, 'Family details');

    const tabs = page.getByRole('navigation', { name: 'My profile' });
    const links = tabs.getByRole('link');
    await expect(links.allTextContents()).resolves.toEqual([
      'Basic',
      'Personal',
      'Work',
      'Photo',
      'Family',
      'Horoscope',
      'Change Password',
      'Subscription',
      'My preferences',
      'Privacy & safety',
      'Biodata',
    ]);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/profile/edit/basic',
      '/profile/edit/personal',
      '/profile/edit/work',
      '/profile/edit/photo',
      '/profile/edit/family',
      '/profile/edit/horoscope',
      '/password/change',
      '/upgrade',
      '/profile/edit/preferences',
      '/profile/edit/privacy',
      '/profile/edit/biodata',
    ]);
    await expect(tabs.getByRole('link', { name: 'Family' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );

    // One row wider than the phone, scrolled within itself, with the open tab in view.
    const strip = tabs.getByRole('list');
    const overflow = await strip.evaluate((list) => ({
      scrolls: list.scrollWidth > list.clientWidth,
      overflowX: getComputedStyle(list).overflowX,
      height: list.getBoundingClientRect().height,
    }));
    expect(overflow.scrolls).toBe(true);
    expect(overflow.overflowX).toBe('auto');
    expect(overflow.height).toBeLessThan(60);
    const family = await tabs.getByRole('link', { name: 'Family' }).boundingBox();
    expect(family && family.x >= 0 && family.x + family.width <= PHONE.width).toBe(true);
    await expectNoSidewaysScroll(page);

    await tabs.getByRole('link', { name: 'Horoscope' }).click();
    await stepHeading(page, 'Horoscope details');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
  });

  test('until approved, edit mode says others cannot see the profile and how to ask; once approved it is gone', async ({
    page,
    context,
  }) => {
    const profile = await createProfile({ basic: { gender: 'Male' } });
    await loginWithCookie(context, profile.member);
    await page.setViewportSize(PHONE);
    await page.goto('/profile/edit/basic');
    await stepHeading(page, 'Basic details');
    const standing = page.getByRole('status').filter({ hasText: 'Your profile is waiting for approval' });
    await standing.waitFor();
    await expect(standing.textContent()).resolves.toContain(
      'Other members cannot see your profile yet. We check every new profile before it is shown, which takes a day or two.',
    );
    await expect(standing.textContent()).resolves.toContain(`Your member id: ${profile.mid}`);
    // How complete the profile is: the basic step of eight things; what is missing leads to its step.
    await page.getByRole('meter', { name: 'Profile 13% complete' }).waitFor();
    await page.getByText('7 things still to add').click();
    await page.getByRole('link', { name: 'A photo' }).click();
    await page.waitForURL('**/profile/edit/photo');
    await expect(
      standing.getByRole('link', { name: /^Ask for approval on WhatsApp/ }).getAttribute('href'),
    ).resolves.toMatch(new RegExp(`^https://wa\\.me/${E2E_WHATSAPP_NUMBER}\\?text=.*${profile.mid}`));
    await expectNoSidewaysScroll(page);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await approve(await createAdmin(), profile);
    await page.goto('/profile/edit/basic');
    await stepHeading(page, 'Basic details');
    await page.getByLabel('Name', { exact: true }).waitFor();
    await expect(page.getByText('Your profile is waiting for approval').count()).resolves.toBe(0);
  });

  test('the horoscope step names raasi, padham and dosham as each community does, in each language', async ({
    page,
    context,
  }) => {
    const cases = [
      ['varmala', 'en', ['Rashi', 'Charan', 'Mangal dosh']],
      ['varmala', 'mr', ['रास', 'चरण', 'मंगळ दोष']],
      ['tamilmala', 'en', ['Raasi', 'Padham', 'Chevvai dosham']],
      ['tamilmala', 'ta', ['ராசி', 'பாதம்', 'செவ்வாய் தோஷம்']],
    ] as const;
    for (const [domain, language, labels] of cases) {
      const profile = await createProfile({ domain });
      await context.clearCookies();
      await loginWithCookie(context, profile.member);
      await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
      await page.goto('/profile/edit/horoscope');
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const label of labels) await page.getByLabel(label, { exact: true }).waitFor();
    }
  });

  test('a mode other than register or edit is "No Match"', async ({ page, context, member }) => {
    await loginWithCookie(context, member);
    await page.goto('/profile/view-only/basic');
    await page.getByText('No Match', { exact: true }).waitFor();
  });

  test('leaving during a photo upload asks first', async ({ page, context }) => {
    const member = await createMember();
    await saveBasicDetails(member);
    await loginWithCookie(context, member);
    await page.goto('/profile/edit/photo');
    await page.getByText('No photos yet.').waitFor();

    // Hold the upload on the way, as a slow connection would; it never reaches the server.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/profile/*/photo', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      await route.abort().catch(() => {
        // Already cancelled by the page when the member left.
      });
    });
    await page
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: gradientPng() });
    await page.getByRole('progressbar').waitFor();

    // Leaving by a link asks in the site's dialog; staying keeps the upload going.
    const leaveQuestion = page.getByRole('dialog', { name: LEAVE_QUESTION });
    await page.getByRole('navigation', { name: 'My profile' }).getByRole('link', { name: 'Family' }).click();
    await leaveQuestion.getByRole('button', { name: 'Stay on this page' }).click();
    await leaveQuestion.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/profile/edit/photo');
    await page.getByRole('progressbar').waitFor();

    // Reloading or closing the tab gets the browser's own question.
    const unload = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page.evaluate(() => window.location.reload());
    await expect(unload).resolves.toBe('beforeunload');
    await page.getByRole('progressbar').waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    await leaveQuestion.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForURL('**/profile/edit/work');
    await stepHeading(page, 'Education and work');
    // Leaving cancelled the upload, so letting the held request go on finds nothing to send.
    release();

    // Once no upload runs, nothing asks.
    await page.getByRole('navigation', { name: 'My profile' }).getByRole('link', { name: 'Photo' }).click();
    await page.getByText('No photos yet.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/profile/edit/family');
    await expect(leaveQuestion.count()).resolves.toBe(0);
  });

  test('Tamil domain: the community group picks the castes and the caste picks the sub-castes', async ({
    page,
    context,
  }) => {
    const member = await createMember({ domain: 'tamilmala' });
    await loginWithCookie(context, member);
    await page.setViewportSize(PHONE);
    await page.goto('/profile/register/basic');
    await stepHeading(page, 'Step 1/6: Add your basic info');

    const language = page.getByLabel('Community group', { exact: true });
    const caste = page.getByLabel('Caste', { exact: true });
    const subCaste = page.getByLabel('Sub-caste', { exact: true });
    // The heading shows before the step's data has loaded; the form's fields come after it.
    await language.waitFor();
    await expect(page.getByLabel('Surname', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByLabel('Community', { exact: true }).count()).resolves.toBe(0);
    await expect
      .poll(() => optionLabels(language))
      .toEqual(['Select...', 'Tamil', 'Telugu', 'Saurashtra', 'Christian']);
    await expect.poll(() => optionLabels(caste)).toEqual(['Select...']);

    await language.selectOption('Tamil');
    await expect.poll(() => optionLabels(caste)).toEqual(['Select...', ...castesFor('Tamil')]);
    await caste.selectOption('Mudaliar');
    await expect
      .poll(() => optionLabels(subCaste))
      .toEqual(['Select...', ...subCastesFor('Tamil', 'Mudaliar')]);
    await subCaste.selectOption('Senguntha');

    // A new language clears the caste and sub-caste chosen under the old one.
    await language.selectOption('Telugu');
    await expect(caste.inputValue()).resolves.toBe('');
    await expect(subCaste.inputValue()).resolves.toBe('');
    await expect.poll(() => optionLabels(caste)).toEqual(['Select...', ...castesFor('Telugu')]);
    await caste.selectOption('Reddy');
    await expect
      .poll(() => optionLabels(subCaste))
      .toEqual(['Select...', ...subCastesFor('Telugu', 'Reddy')]);
    await subCaste.selectOption('Pakanati Reddy');
    await caste.selectOption('Naidu');
    await expect(subCaste.inputValue()).resolves.toBe('');
    await subCaste.selectOption('Kamma');

    // Signed up without saying whom the profile is for: the name is not guessed.
    await fill(page, {
      Name: member.name,
      Gender: 'Male',
      Year: String(birthYears()[2]),
      Month: 'January',
      Day: '26',
      'Mobile number': member.mobile,
      City: 'Madurai',
      Pincode: '625001',
      State: 'Tamil Nadu',
    });
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL('**/profile/register/personal');

    const token = await tokenOf(page);
    const saved = await getJson<BasicResponse>(`/profile/${claimsOf(token).user_id}/basic`, token);
    expect(saved).toMatchObject({ language: 'Telugu', community: 'Naidu', surname: 'Kamma', gender: 'Male' });
    expect(saved.mid).toMatch(/^MM\d+$/);
  });
});

describe('e-mail verification', () => {
  test('a wrong link shows the warning', async ({ page }) => {
    await page.goto('/verify/email/1/this-is-not-the-right-secret');
    await page.getByText("Couldn't able to verify your email.", { exact: true }).waitFor();
    await expect(page.getByText('Your email has been verified successfully.').count()).resolves.toBe(0);
  });

  test('the e-mailed link verifies once; opened again it shows the warning', async ({ page }) => {
    const member = await createMember();
    const email = uniqueEmail();
    await saveBasicDetails(member, { email });
    const link = await latestVerificationPath(email);

    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/verify/email')) calls.push(request.method());
    });
    await page.goto(link);
    await page.getByText('Your email has been verified successfully.', { exact: true }).waitFor();
    expect(calls).toEqual(['POST']);

    const userId = claimsOf(member.token).user_id;
    await expect(getJson<BasicResponse>(`/profile/${userId}/basic`, member.token)).resolves.toMatchObject({
      email,
      email_verified: true,
    });

    await page.goto(link);
    await page.getByText("Couldn't able to verify your email.", { exact: true }).waitFor();
  });
});
