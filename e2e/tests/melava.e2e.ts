import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminRegistrationsResponse, MyEventsResponse } from '@varmala/shared';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { apiCall, type Member } from '../support/factories';
import { loginWithCookie, test } from '../support/fixtures';
import { createAdmin } from '../support/operator';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';
import { approve, createProfile, type Profile } from '../support/profiles';

const DAY = 24 * 60 * 60 * 1000;

async function json<T>(response: Promise<Response>): Promise<T> {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBeLessThan(300);
  return (await answered.json()) as T;
}

/** The events these tests made, with their operators: ended when the file is done. */
const made: { eventId: number; admin: Member }[] = [];

/** A melava whose registration is open now, made by the operator through the API. */
async function makeEvent(admin: Member, fee: number, capacity = 100): Promise<number> {
  const created = await json<{ event_id: number }>(
    apiCall('/admin/events', {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({
        name: `Pune Vadhu-Var Melava ${Date.now()}`,
        starts_at: new Date(Date.now() + 20 * DAY).toISOString(),
        place: 'Ganesh Kala Krida Manch, Pune',
        registration_opens: new Date(Date.now() - DAY).toISOString(),
        registration_closes: new Date(Date.now() + 10 * DAY).toISOString(),
        fee_inr: fee,
        capacity,
        min_age_bride: 18,
        min_age_groom: 21,
      }),
    }),
  );
  made.push({ eventId: created.event_id, admin });
  return created.event_id;
}

const CAMERA = { width: 640, height: 480 };

/**
 * A camera that films a pass held up in front of it, as Chromium's fake capture device reads it: a
 * Y4M file of one 4:2:0 frame, the pass's QR (the SVG the family's pass shows) on white paper.
 */
async function cameraFilming(qrSvg: string, folder: string): Promise<string> {
  const luma = await sharp(Buffer.from(qrSvg))
    .resize(300, 300, { kernel: 'nearest' })
    .flatten({ background: '#ffffff' })
    .extend({
      top: (CAMERA.height - 300) / 2,
      bottom: (CAMERA.height - 300) / 2,
      left: (CAMERA.width - 300) / 2,
      right: (CAMERA.width - 300) / 2,
      background: '#ffffff',
    })
    .greyscale()
    .raw()
    .toBuffer();
  const chroma = Buffer.alloc((CAMERA.width / 2) * (CAMERA.height / 2), 128);
  const file = path.join(folder, 'pass.y4m');
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${CAMERA.width} H${CAMERA.height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma.subarray(0, CAMERA.width * CAMERA.height),
      chroma,
      chroma,
    ]),
  );
  return file;
}

describe('the melava', () => {
  // A coming melava shows on every visitor's home page: the other files' pages are not this file's.
  afterAll(async () => {
    for (const { eventId, admin } of made) {
      await json(
        apiCall(`/admin/events/${eventId}`, {
          method: 'POST',
          token: admin.token,
          body: JSON.stringify({
            registration_opens: new Date(Date.now() - 4 * DAY).toISOString(),
            registration_closes: new Date(Date.now() - 3 * DAY).toISOString(),
            starts_at: new Date(Date.now() - 2 * DAY).toISOString(),
          }),
        }),
      );
    }
  });

  test('a family registers and pays on a phone in Marathi, and shows the pass', async ({ browser }) => {
    const admin = await createAdmin();
    const eventId = await makeEvent(admin, 300);
    const profile = await createProfile();
    await approve(admin, profile);
    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport: PHONE,
      locale: 'mr-IN',
    });
    try {
      await context.addCookies([{ name: 'lang', value: 'mr', url: inject('baseURL') }]);
      await loginWithCookie(context, profile.member);
      const page = await context.newPage();
      // The home page names the next melava and leads to its registration.
      await page.goto('/');
      const next = page.getByTestId('next-event');
      await next.getByRole('heading', { name: 'पुढील वधू-वर मेळावा' }).waitFor();
      await expectNoSidewaysScroll(page);
      await next.getByRole('link', { name: 'मेळाव्यासाठी नोंदणी करा' }).click();
      await page.waitForURL('**/events');
      const card = page.locator('.melava-card').filter({ hasText: 'Pune Vadhu-Var Melava' }).first();
      await card.getByText('शुल्क: ').waitFor();
      await card.getByRole('checkbox').check();
      await card.getByRole('button', { name: 'नोंदणी करा' }).click();
      await page.getByText('शुल्काची प्रतीक्षा').first().waitFor();
      const reference = (await page.getByTestId('payment-reference').first().textContent()) as string;
      expect(reference).toMatch(/^VM-/);
      await expect(
        page.getByRole('link', { name: 'UPI ॲपने पैसे भरा' }).getAttribute('href'),
      ).resolves.toContain('am=300.00');
      await expectNoSidewaysScroll(page);
      const utr = String(400_000_000_000 + randomInt(99_999_999_999));
      await page.getByLabel('UTR (12 अंक)').fill(`${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`);
      await page.getByRole('button', { name: 'UTR पाठवा' }).click();
      await page.getByText('UTR मिळाला.').waitFor();

      // The office confirms the payment; the family's page shows the pass with its number.
      const mine = await json<MyEventsResponse>(apiCall('/me/events', { token: profile.member.token }));
      const paymentId = mine.rows[0]?.payment?.payment_id as number;
      await json(
        apiCall(`/admin/payments/${paymentId}/confirm`, {
          method: 'POST',
          token: admin.token,
          body: JSON.stringify({ utr }),
        }),
      );
      await page.reload();
      const pass = page.getByTestId('melava-pass');
      await pass.getByText('प्रवेशपत्र', { exact: true }).waitFor();
      await pass.getByText('क्रमांक 1').waitFor();
      const code = await pass.getByRole('img').last().getAttribute('data-code');
      const signed = (await json<MyEventsResponse>(apiCall('/me/events', { token: profile.member.token })))
        .rows[0]?.pass?.code;
      expect(code).toBe(signed);
      await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
    expect(eventId).toBeGreaterThan(0);
  });

  test('the door phone checks in 20 passes, 10 of them with the network cut, each counted once', async ({
    browser,
  }) => {
    const admin = await createAdmin();
    const eventId = await makeEvent(admin, 0);
    const families = await Promise.all(Array.from({ length: 20 }, () => createProfile()));
    for (const family of families) {
      await approve(admin, family);
      await json(
        apiCall(`/events/${eventId}/registrations`, {
          method: 'POST',
          token: family.member.token,
          body: JSON.stringify({ listed: true }),
        }),
      );
    }
    const codes = (
      await json<AdminRegistrationsResponse>(
        apiCall(`/admin/events/${eventId}/registrations/1`, { token: admin.token }),
      )
    ).rows.map((row) => row.code as string);
    expect(codes).toHaveLength(20);

    const context = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE });
    try {
      await loginWithCookie(context, admin);
      const page = await context.newPage();
      await page.goto(`/admin/events/${eventId}/door`);
      const codeField = page.getByLabel('Pass code (a hand scanner types it here)');
      const scan = async (code: string) => {
        await codeField.fill(code);
        await codeField.press('Enter');
      };
      const results = page.getByTestId('door-results').locator('li');
      for (const code of codes.slice(0, 10)) await scan(code);
      await expect.poll(() => results.count(), { timeout: 15_000 }).toBe(10);

      await context.setOffline(true);
      for (const code of codes.slice(10)) await scan(code);
      // A pass shown twice while offline: kept twice, counted once.
      await scan(codes[10] as string);
      await page.getByText('No network').waitFor();
      await expect.poll(() => page.getByTestId('door-waiting').getAttribute('data-count')).toBe('11');
      await expectNoSidewaysScroll(page);

      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect
        .poll(() => page.getByTestId('door-waiting').getAttribute('data-count'), { timeout: 20_000 })
        .toBe('0');
      await expect.poll(() => results.count()).toBe(21);
      await expect(page.locator('[data-testid="door-results"] li[data-already]').count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
    const events = await json<{ rows: { event_id: number; checked_in: number }[] }>(
      apiCall('/admin/events', { token: admin.token }),
    );
    expect(events.rows.find((row) => row.event_id === eventId)?.checked_in).toBe(20);
  });

  test('the operator sets up a melava on a phone in Tamil and downloads its stage order', async ({
    browser,
  }) => {
    const admin = await createAdmin();
    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport: PHONE,
      acceptDownloads: true,
    });
    try {
      await context.addCookies([{ name: 'lang', value: 'ta', url: inject('baseURL') }]);
      await loginWithCookie(context, admin);
      const page = await context.newPage();
      await page.goto('/admin/events');
      const name = `Madurai Varan Santhippu ${Date.now()}`;
      const form = page.getByRole('region', { name: 'புதிய சந்திப்பு' });
      await form.getByLabel('பெயர்').fill(name);
      await form.getByLabel('தேதியும் நேரமும்').fill('2027-01-10T10:00');
      await form.getByLabel('அரங்கும் ஊரும்').fill('Lakshmi Sundaram Hall, Madurai');
      await form.getByLabel('பதிவு தொடக்கம்').fill('2026-09-15');
      await form.getByLabel('பதிவு முடிவு').fill('2026-12-31');
      await form.getByLabel('கட்டணம் (₹, இல்லையெனில் 0)').fill('250');
      await expectNoSidewaysScroll(page);
      await form.getByRole('button', { name: 'சேமி' }).click();
      const card = page.locator('.melava-card').filter({ hasText: name });
      await card.waitFor();
      await card.getByRole('link', { name: 'திற' }).click();
      await page.getByRole('heading', { name }).waitFor();
      const listed = await json<{ rows: { event_id: number; name: string }[] }>(
        apiCall('/admin/events', { token: admin.token }),
      );
      made.push({ eventId: listed.rows.find((row) => row.name === name)?.event_id as number, admin });
      await expectNoSidewaysScroll(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'மேடை அறிமுக வரிசை: பதிவிறக்கு' }).click();
      expect((await download).suggestedFilename()).toMatch(/^stage-order-\d+-alternate-mr\.pdf$/);
    } finally {
      await context.close();
    }
  });

  test("the door phone's camera reads the pass a family holds up, and checks it in", async () => {
    const admin = await createAdmin();
    const eventId = await makeEvent(admin, 0);
    const family = await createProfile();
    await approve(admin, family);
    await json(
      apiCall(`/events/${eventId}/registrations`, {
        method: 'POST',
        token: family.member.token,
        body: JSON.stringify({ listed: false }),
      }),
    );
    const mine = await json<MyEventsResponse>(apiCall('/me/events', { token: family.member.token }));
    const pass = mine.rows.find((row) => row.event.event_id === eventId)?.pass;
    expect(pass?.qr_svg).toContain('<svg');

    const folder = mkdtempSync(path.join(tmpdir(), 'varmala-camera-'));
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${await cameraFilming(pass?.qr_svg as string, folder)}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE });
      await context.grantPermissions(['camera']);
      await loginWithCookie(context, admin);
      const page = await context.newPage();
      await page.goto(`/admin/events/${eventId}/door`);
      await page.getByRole('button', { name: 'Start the camera' }).click();
      // Chromium on Linux has no BarcodeDetector: this is the JavaScript decoder reading the frames.
      const results = page.getByTestId('door-results').locator('li');
      await expect.poll(() => results.count(), { timeout: 20_000 }).toBe(1);
      expect(await results.first().textContent()).toContain(family.member.name);
      // Held in front of the camera for seconds, the pass is still one scan.
      await page.waitForTimeout(2_000);
      expect(await results.count()).toBe(1);
    } finally {
      await browser.close();
      rmSync(folder, { recursive: true, force: true });
    }
    const registrations = await json<AdminRegistrationsResponse>(
      apiCall(`/admin/events/${eventId}/registrations/1`, { token: admin.token }),
    );
    expect(registrations.rows[0]?.checked_in_at).not.toBeNull();
  });

  test('a family who forgot the pass is found by name at the door with the network cut', async ({
    browser,
  }) => {
    const admin = await createAdmin();
    const eventId = await makeEvent(admin, 0);
    const families = await Promise.all([createProfile(), createProfile()]);
    for (const family of families) {
      await approve(admin, family);
      await json(
        apiCall(`/events/${eventId}/registrations`, {
          method: 'POST',
          token: family.member.token,
          body: JSON.stringify({ listed: false }),
        }),
      );
    }
    const [forgot, other] = families as [Profile, Profile];
    const context = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE });
    try {
      await loginWithCookie(context, admin);
      const page = await context.newPage();
      await page.goto(`/admin/events/${eventId}/door`);
      await expect.poll(() => page.getByTestId('door-list').getAttribute('data-count')).toBe('2');

      await context.setOffline(true);
      await page.getByRole('textbox', { name: 'Find by number or name' }).fill(forgot.member.name);
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      const rows = page.locator('.melava-table tr');
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain(forgot.member.name);
      expect(await rows.first().textContent()).not.toContain(other.member.name);
      await rows.first().getByRole('button', { name: 'Check in' }).click();
      await expect.poll(() => page.getByTestId('door-waiting').getAttribute('data-count')).toBe('1');

      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect
        .poll(() => page.getByTestId('door-waiting').getAttribute('data-count'), { timeout: 20_000 })
        .toBe('0');
      const results = page.getByTestId('door-results').locator('li');
      await expect.poll(() => results.count()).toBe(1);
      expect(await results.first().textContent()).toContain(forgot.member.name);
    } finally {
      await context.close();
    }
    const registrations = await json<AdminRegistrationsResponse>(
      apiCall(`/admin/events/${eventId}/registrations/1`, { token: admin.token }),
    );
    const checkedIn = registrations.rows.filter((row) => row.checked_in_at !== null);
    expect(checkedIn.map((row) => row.profile_id)).toEqual([forgot.profileId]);
  });
});
