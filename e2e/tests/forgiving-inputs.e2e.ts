import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AttachmentList, PersonalResponse, PhotoList } from '@varmala/shared';
import type { BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { cameraPhoto } from '../support/camera-photo';
import {
  apiCall,
  claimsOf,
  createMember,
  type Member,
  saveBasicDetails,
  uniqueAddress,
  uniqueMobile,
  uniqueName,
} from '../support/factories';
import { loginWithCookie, pathOf, test } from '../support/fixtures';
import { holdRequests } from '../support/hold';
import { PHONE } from '../support/phone';

type Language = 'mr' | 'ta';

/** What a Marathi and a Tamil parent see and type. */
const IN: Record<
  Language,
  {
    register: string;
    getTogether: string;
    weight: string;
    typedWeight: string;
    weightKg: number;
    save: string;
  }
> = {
  mr: {
    register: 'नोंदणी करा',
    getTogether: 'फॉर्म तयार होत आहे',
    weight: 'वजन (किलो)',
    typedWeight: '५५',
    weightKg: 55,
    save: 'माहिती जतन करा',
  },
  ta: {
    register: 'பதிவு செய்',
    getTogether: 'படிவம் தயாராகிறது',
    weight: 'எடை (கிலோ)',
    typedWeight: '௬௨',
    weightKg: 62,
    save: 'சேமி',
  },
};

const LANGUAGES: Language[] = ['mr', 'ta'];

/** Over the 10 MB upload limit, as a 20-megapixel phone saves a detailed scene. */
const OVER_LIMIT = 10 * 1024 * 1024;

let folder = '';
let bigPhoto = '';
let bigPhotoBytes = 0;
let patrikaPhoto = '';
let patrikaBytes = 0;

/** A 5000 × 4000 JPEG at quality 98 with coarse sensor grain: real pixels, over 10 MB. */
async function overLimitPhoto(): Promise<Buffer> {
  const width = 5000;
  const height = 4000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let at = 0; at < pixels.length; at += 3) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    const grain = (seed % 120) - 60;
    const x = (at / 3) % width;
    pixels[at] = Math.max(0, Math.min(255, 120 + 60 * Math.sin(x / 200) + grain));
    pixels[at + 1] = Math.max(0, Math.min(255, 110 + grain));
    pixels[at + 2] = Math.max(0, Math.min(255, 90 - grain));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 98 })
    .toBuffer();
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'varmala-forgiving-'));
  const big = await overLimitPhoto();
  bigPhotoBytes = big.length;
  bigPhoto = path.join(folder, 'IMG_20260101_093000.jpg');
  await writeFile(bigPhoto, big);
  // A phone photo of a paper patrika: the camera's full picture, several MB.
  const patrika = await cameraPhoto();
  patrikaBytes = patrika.length;
  patrikaPhoto = path.join(folder, 'patrika.jpg');
  await writeFile(patrikaPhoto, patrika);
}, 120_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function phoneIn(context: BrowserContext, page: Page, language: Language): Promise<void> {
  await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
  await page.setViewportSize(PHONE);
}

/** Puts text on the clipboard and pastes it into the field, as a long press and Paste would. */
async function paste(page: Page, selector: string, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  // A tap waits for the field to be usable: a prerendered form the browser cannot send itself is
  // disabled until the app has it.
  await page.locator(selector).click();
  await page.keyboard.press('Control+V');
}

function uploadsTo(page: Page, kind: 'photo' | 'attachment'): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && new RegExp(`^/api/profile/\\d+/${kind}$`).test(pathname)) {
      seen.push(request);
    }
  });
  return seen;
}

async function sentBytes(request: Request): Promise<number> {
  return Number((await request.allHeaders())['content-length']);
}

async function ownList<T>(member: Member, kind: 'photo' | 'attachment' | 'personal'): Promise<T> {
  const response = await apiCall(`/profile/${claimsOf(member.token).user_id}/${kind}`, {
    token: member.token,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('numbers as a family pastes and types them, on a 360 × 740 phone', () => {
  for (const language of LANGUAGES) {
    test(`${language}: a mobile pasted as "+91 98765 43210" signs up and logs in as its ten digits`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await phoneIn(context, page, language);
      const mobile = uniqueMobile();
      const pasted = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

      await page.goto('/signup');
      await page.locator('input[name=profileFor][value=self]').check();
      await page.locator('input[name=name]').fill(uniqueName());
      // Pasted before or after the app took the form over: the same ten digits either way.
      await paste(page, 'input[name=mobileNo]', pasted);
      await expect.poll(() => page.locator('input[name=mobileNo]').inputValue()).toBe(mobile);
      await page.locator('input[name=password]').fill('a-good-password');
      await page.locator('input[name=confirmPassword]').fill('a-good-password');
      await page.getByRole('button', { name: IN[language].register }).click();
      await page.waitForURL('**/profile/register/basic');

      // The account is the ten digits: it logs in with them, and with the number written as a card has it.
      for (const written of [mobile, `0${mobile}`]) {
        const login = await apiCall('/login', {
          method: 'POST',
          body: JSON.stringify({ mobile_no: written, password: 'a-good-password' }),
        });
        expect(login.status, written).toBe(200);
      }

      // Logging in on the phone with the number pasted with a trunk 0.
      await context.clearCookies();
      await phoneIn(context, page, language);
      await page.goto('/login');
      await paste(page, 'input[name=mobileNo]', `0${mobile.slice(0, 5)} ${mobile.slice(5)}`);
      await expect.poll(() => page.locator('input[name=mobileNo]').inputValue()).toBe(mobile);
      await page.locator('input[name=password]').fill('a-good-password');
      await page.locator('form button[type=submit]').click();
      await page.waitForURL('**/home');
    });

    test(`${language}: a weight typed on the phone's own keyboard (${IN[language].typedWeight}) is saved as ${IN[language].weightKg}`, async ({
      page,
      context,
    }) => {
      const member = await createMember();
      await saveBasicDetails(member);
      await loginWithCookie(context, member);
      await phoneIn(context, page, language);
      await page.goto('/profile/edit/personal');
      const weight = page.getByLabel(IN[language].weight);
      await weight.click();
      await page.keyboard.type(IN[language].typedWeight);
      await expect(weight.inputValue()).resolves.toBe(String(IN[language].weightKg));
      await page.locator('select[name=height]').selectOption({ index: 5 });
      await page.locator('select[name=physical_status]').selectOption('Normal');
      await page.locator('select[name=marital_status]').selectOption('Never Married');
      await page.getByRole('button', { name: IN[language].save }).click();
      await page.waitForURL('**/profile/edit/work');
      const saved = await ownList<PersonalResponse>(member, 'personal');
      expect(saved.weight).toBe(IN[language].weightKg);
    });
  }
});

describe('pictures larger than a slow line should carry, on a 360 × 740 phone', () => {
  test('mr: a photo over the 10 MB limit is shrunk in the browser and uploaded, not refused', {
    timeout: 120_000,
  }, async ({ page, context }) => {
    expect(bigPhotoBytes).toBeGreaterThan(OVER_LIMIT);
    const member = await createMember();
    await saveBasicDetails(member);
    await loginWithCookie(context, member);
    await phoneIn(context, page, 'mr');
    const uploads = uploadsTo(page, 'photo');
    await page.goto('/profile/edit/photo');
    await page.getByText('अजून एकही फोटो नाही.').waitFor();

    await page.locator('input[type=file]').setInputFiles(bigPhoto);
    await page.getByRole('list', { name: 'आपले फोटो' }).getByRole('img').waitFor({ timeout: 60_000 });
    expect(uploads).toHaveLength(1);
    const sent = await sentBytes(uploads[0] as Request);
    expect(sent).toBeGreaterThan(50 * 1024);
    expect(sent).toBeLessThanOrEqual(700 * 1024);
    await expect(ownList<PhotoList>(member, 'photo')).resolves.toHaveLength(1);
  });

  test('ta: a phone photo of a patrika is shrunk before it goes, and stays legible (2000 px)', {
    timeout: 120_000,
  }, async ({ page, context }) => {
    const member = await createMember();
    await saveBasicDetails(member);
    await loginWithCookie(context, member);
    await phoneIn(context, page, 'ta');
    const uploads = uploadsTo(page, 'attachment');
    await page.goto('/profile/edit/horoscope');
    await page.getByText('இன்னும் ஜாதகக் கோப்புகள் இல்லை.').waitFor();

    await page.locator('input[type=file]').setInputFiles(patrikaPhoto);
    await page.getByRole('link', { name: 'ஜாதகம் 1' }).waitFor({ timeout: 60_000 });
    expect(uploads).toHaveLength(1);
    const sent = await sentBytes(uploads[0] as Request);
    expect(patrikaBytes).toBeGreaterThan(3.5 * 1024 * 1024);
    // A fifth of the camera's file or less: on slow 3G seconds instead of more than a minute.
    expect(sent).toBeLessThanOrEqual(patrikaBytes / 5);

    const [file] = await ownList<AttachmentList>(member, 'attachment');
    const stored = await apiCall((file?.url ?? '').replace(/^\/api/, ''));
    expect(stored.status).toBe(200);
    const { width = 0, height = 0 } = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(Math.max(width, height)).toBe(2000);
  });
});

describe('a prerendered form before its script has run', () => {
  for (const language of LANGUAGES) {
    // The account forms work without the app (decision 033); the public search has no action the
    // server answers, so it waits for the app and says so.
    test(`${language}: the public search says it is getting ready, then is usable and says nothing`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        baseURL: inject('baseURL'),
        viewport: PHONE,
        serviceWorkers: 'block',
        extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
      });
      await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
      const page = await context.newPage();
      const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
      await page.goto('/public-profile/search', { waitUntil: 'commit' });
      const notice = page.getByRole('status').filter({ hasText: IN[language].getTogether });
      await notice.waitFor();
      const box = await notice.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
      const form = page.locator('main form');
      await expect(form.locator('select').first().isDisabled()).resolves.toBe(true);
      await expect(form.getAttribute('aria-busy')).resolves.toBe('true');

      release();
      await notice.waitFor({ state: 'detached' });
      await expect(form.locator('select').first().isEnabled()).resolves.toBe(true);
      expect(pathOf(page)).toBe('/public-profile/search');
      await context.close();
    });

    test(`${language}: the login form takes input before its script has run, and a number pasted then is its ten digits`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        baseURL: inject('baseURL'),
        viewport: PHONE,
        serviceWorkers: 'block',
        extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
      });
      await context.addCookies([{ name: 'lang', value: language, url: inject('baseURL') }]);
      const page = await context.newPage();
      const release = await holdRequests(page, /\/assets\/index-[\w-]+\.js$/);
      await page.goto('/login', { waitUntil: 'commit' });
      const mobile = page.locator('input[name=mobileNo]');
      await mobile.waitFor();
      await expect(mobile.isEnabled()).resolves.toBe(true);
      await expect(
        page.getByRole('status').filter({ hasText: IN[language].getTogether }).count(),
      ).resolves.toBe(0);

      // Pasted while the app is on its way: the app, taking the form over, keeps it as its digits.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const number = uniqueMobile();
      await paste(page, 'input[name=mobileNo]', `+91 ${number.slice(0, 5)} ${number.slice(5)}`);
      await expect(mobile.inputValue()).resolves.toBe(`+91 ${number.slice(0, 5)} ${number.slice(5)}`);
      release();
      await expect.poll(() => mobile.inputValue(), { timeout: 10_000 }).toBe(number);
      await context.close();
    });
  }
});
