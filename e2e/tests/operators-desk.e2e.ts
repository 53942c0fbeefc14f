import { type AdminProfileListResponse, birthYears, type Plan } from '@varmala/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { E2E_UPI_VPA } from '../support/app-settings';
import { apiCall, uniqueAddress, uniqueMobile, uniqueName } from '../support/factories';
import { gradientPng, horoscopePdf } from '../support/files';
import { fill } from '../support/fill-fields';
import { loginWithCookie, pathOf, test } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { latestSms } from '../support/sms-outbox';

/** One step of the profile on the operator's page, saved: its section says so. */
async function saveStep(page: Page, title: string, button: string, fields: Record<string, string>) {
  const part = page.getByRole('region', { name: title });
  await fill(part, fields);
  await part.getByRole('button', { name: button }).click();
  await part.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  return part;
}

describe("the operator's desk", () => {
  test('a family registered at the office claims the account by SMS and buys a plan the operator confirms', async ({
    browser,
    context,
    page,
  }) => {
    const admin = await createAdmin();
    const planName = `Gold ${Date.now()}`;
    const created = await apiCall('/admin/plans', {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ name: planName, price_inr: 750, downloads: 25, days: 90 }),
    });
    expect(created.status).toBe(200);
    const plan = (await created.json()) as Plan;

    // The operator opens the account and fills the six steps from the paper biodata, on one page.
    await loginWithCookie(context, admin);
    await page.goto('/admin/assisted-profile');
    const name = uniqueName();
    const mobile = uniqueMobile();
    await page.getByLabel('Name of the bride or groom').fill(name);
    await page.getByLabel("Family's mobile number").fill(mobile);
    await page.getByLabel("Family's language").selectOption('en');
    await page.getByRole('button', { name: 'Open the account' }).click();
    await page
      .getByText(`The link was sent to ${mobile} by SMS. You can also send it on WhatsApp.`)
      .waitFor();
    const claimText = await page.getByTestId('claim-text').textContent();
    await expect(
      page.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'),
    ).resolves.toContain('wa.me');

    await saveStep(page, 'Basic details', 'Save and Continue', {
      Name: name,
      Surname: 'Jadhav',
      Community: 'Bhavasar Kshatriya',
      Gothram: 'Kashyap',
      Gender: 'Female',
      Year: String(birthYears()[5]),
      Month: 'May',
      Day: '9',
      'Mobile number': mobile,
      Address: '4 Market Road, Shahapur',
      City: 'Belagavi',
      Pincode: '590003',
      State: 'Karnataka',
      Country: 'India',
    });
    await saveStep(page, 'Personal details', 'Update Personal', {
      Height: '5ft 3in (160 cm)',
      'Weight (kg)': '54',
      'Physical status': 'Normal',
      'Marital status': 'Never Married',
      About: 'Works as a nurse at the district hospital.',
    });
    await saveStep(page, 'Education and work', 'Save and Continue', {
      Education: 'Bachelors',
      'Education details': 'B.Sc. Nursing, KLE College',
      Profession: 'Private Company',
      'Annual income': '3-4 Lakhs',
    });
    const photos = page.getByRole('region', { name: 'Photos' });
    await photos
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'bride.png', mimeType: 'image/png', buffer: gradientPng() });
    await photos.getByRole('img', { name: 'Photo 1' }).waitFor();
    await saveStep(page, 'Family details', 'Save and Continue', {
      "Father's name": 'Suresh Jadhav',
      'Father alive?': 'Yes',
      "Mother's name": 'Asha Jadhav',
      'Mother alive?': 'Yes',
    });
    // The paper biodata, scanned, goes with the horoscope files.
    const horoscope = page.getByRole('region', { name: 'Horoscope details' });
    await horoscope
      .getByLabel('Add horoscope files')
      .setInputFiles({ name: 'paper-biodata.pdf', mimeType: 'application/pdf', buffer: horoscopePdf() });
    await horoscope.getByRole('link', { name: 'Horoscope 1', exact: true }).waitFor();
    await saveStep(page, 'Horoscope details', 'Update Horoscope', {
      'Place of birth': 'Belagavi',
      Hour: '06',
      Minute: '30',
      'AM/PM': 'AM',
      'Birth star': 'Rohini',
    });
    // Nothing led away from the one page.
    expect(pathOf(page)).toBe('/admin/assisted-profile');

    // Until the family claims it, the operator sees it marked, in the list and on its page.
    const listed = await apiCall('/admin/profile/list/1', {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ mobile }),
    });
    const [row] = ((await listed.json()) as AdminProfileListResponse).rows;
    expect(row).toMatchObject({ registered_by_operator: true, name });
    await page.goto(`/profile/view/${row?.profile_id}`);
    await page.getByText(/^Registered by the operator/).waitFor();

    // The family opens the link from the SMS on their own phone and sets a password.
    const sms = await latestSms(mobile);
    expect(sms).toContain(claimText?.trim());
    const claimPath = /\/claim\/\d+\/[A-Za-z0-9_-]+/.exec(sms ?? '')?.[0];
    expect(claimPath).toBeDefined();
    const family = await browser.newContext({
      baseURL: inject('baseURL'),
      extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
    });
    try {
      const phone = await family.newPage();
      await phone.goto(claimPath as string);
      await phone.getByLabel('New password', { exact: true }).fill('our family password');
      await phone.getByLabel('Confirm new password').fill('our family password');
      await phone.getByRole('button', { name: 'Set my password' }).click();
      await phone.waitForURL('**/home');

      // The member buys a plan by UPI and enters the UTR.
      await phone.goto('/upgrade');
      const card = phone.getByTestId('plan').filter({ hasText: planName });
      await card.waitFor();
      await card.getByRole('button', { name: 'Pay ₹750 by UPI' }).click();
      const reference = (await phone.getByTestId('payment-reference').textContent()) as string;
      const upi = new URL(
        (await phone.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')) as string,
      );
      expect(upi.protocol).toBe('upi:');
      expect(Object.fromEntries(upi.searchParams)).toMatchObject({
        pa: E2E_UPI_VPA,
        am: '750.00',
        cu: 'INR',
        tn: reference,
      });
      const utr = `7${String(Date.now()).slice(-11)}`;
      await phone.getByLabel('UTR (12 digits)').fill(utr);
      await phone.getByRole('button', { name: 'Send the UTR' }).click();
      await phone
        .getByText('Thank you. We will confirm your payment soon and e-mail you a receipt.')
        .waitFor();

      // The operator confirms it in one click.
      await page.goto('/admin/payments');
      const payment = page.getByTestId('admin-payment').filter({ hasText: reference });
      await payment.getByText(utr).waitFor();
      await payment.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Payment confirmed: the plan is granted and a receipt mailed.').first().waitFor();

      // The member sees the subscription the plan gave.
      await phone.goto('/subscription');
      await phone.getByRole('heading', { level: 1, name: 'Subscription Details' }).waitFor();
      const summary = phone.getByRole('region', { name: 'Your subscription' });
      await summary.getByText('Total downloads').waitFor();
      await expect(summary.textContent()).resolves.toContain(String(plan.downloads));
      await expect(summary.textContent()).resolves.toContain('90 days');
    } finally {
      await family.close();
    }
  });
});
