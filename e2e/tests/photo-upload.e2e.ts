import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PhotoList } from '@varmala/shared';
import type { BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { CAMERA, cameraPhoto } from '../support/camera-photo';
import { apiCall, claimsOf, createMember, type Member, saveBasicDetails } from '../support/factories';
import { loginWithCookie, test } from '../support/fixtures';
import { PHONE } from '../support/phone';

/** What a camera photo may weigh on the wire once the browser has shrunk it. */
const MAX_SENT = 600 * 1024;

const UPLOAD_ROUTE = '**/api/profile/*/photo';

let folder = '';
let photoFile = '';
let photoBytes = 0;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'varmala-photo-'));
  const photo = await cameraPhoto();
  photoBytes = photo.length;
  // From a file, as a phone's picker gives it: the browser reads it itself.
  photoFile = path.join(folder, 'IMG_20250614_101500.jpg');
  await writeFile(photoFile, photo);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function isUpload(request: Request): boolean {
  return request.method() === 'POST' && /^\/api\/profile\/\d+\/photo$/.test(new URL(request.url()).pathname);
}

/** A member with step 1 saved, on the photo step of a small phone with no photo yet. */
async function openPhotoStep(page: Page, context: BrowserContext): Promise<Member> {
  const member = await createMember();
  await saveBasicDetails(member);
  await loginWithCookie(context, member);
  await page.setViewportSize(PHONE);
  await page.goto('/profile/edit/photo');
  await page.getByText('No photos yet.').waitFor();
  return member;
}

/**
 * A page of its own for the tests that drop the connection: the browser logs each dropped request
 * as an error, which is expected there; any other error the page logs is collected.
 */
async function pageWithDrops(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && text !== 'Failed to load resource: net::ERR_CONNECTION_RESET') {
      problems.push(`console.error: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { page, problems };
}

async function photosOf(member: Member): Promise<PhotoList> {
  const response = await apiCall(`/profile/${claimsOf(member.token).user_id}/photo`, { token: member.token });
  expect(response.status).toBe(200);
  return (await response.json()) as PhotoList;
}

async function waitForThumbnail(page: Page): Promise<void> {
  const thumbnail = page.getByRole('list', { name: 'Your photos' }).getByRole('img', { name: 'Photo 1' });
  await thumbnail.waitFor();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
}

/** The mean red and green of a strip a twentieth of the picture high, at its top or its bottom. */
async function stripColour(image: Buffer, where: 'top' | 'bottom'): Promise<{ red: number; green: number }> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const strip = Math.round(height / 20);
  const region = { left: 0, top: where === 'top' ? 0 : height - strip, width, height: strip };
  const { channels } = await sharp(await sharp(image).extract(region).png().toBuffer()).stats();
  return { red: channels[0]?.mean ?? 0, green: channels[1]?.mean ?? 0 };
}

describe('photo upload from a phone', () => {
  test('a 12-megapixel camera photo goes at most 600 KB on the wire and is kept upright', async ({
    page,
    context,
  }) => {
    const member = await openPhotoStep(page, context);
    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (isUpload(request)) uploads.push(request);
    });

    await page.getByLabel('Add a photo').setInputFiles(photoFile);
    await waitForThumbnail(page);

    expect(photoBytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(uploads).toHaveLength(1);
    // The request's length as the browser sent it: the whole multipart body, photo and boundaries.
    const sent = Number((await (uploads[0] as Request).allHeaders())['content-length']);
    // A photo went, not an empty form.
    expect(sent).toBeGreaterThan(50 * 1024);
    expect(sent).toBeLessThanOrEqual(MAX_SENT);

    // Held upright, the camera's landscape picture is a portrait with the red band at the top.
    const [photo] = await photosOf(member);
    const served = await apiCall((photo?.url ?? '').replace(/^\/api/, ''));
    expect(served.status).toBe(200);
    const image = Buffer.from(await served.arrayBuffer());
    const { width, height } = await sharp(image).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: (1200 * CAMERA.width) / CAMERA.height });
    const top = await stripColour(image, 'top');
    const bottom = await stripColour(image, 'bottom');
    expect(top.red - top.green).toBeGreaterThan(120);
    expect(bottom.red).toBeLessThan(bottom.green);
  });

  test('a connection dropped during the upload is tried once more, and the photo is kept once', async ({
    context,
  }) => {
    const { page, problems } = await pageWithDrops(context);
    const member = await openPhotoStep(page, context);
    let attempts = 0;
    await page.route(UPLOAD_ROUTE, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      attempts += 1;
      if (attempts === 1) return route.abort('connectionreset');
      return route.continue();
    });

    await page.getByLabel('Add a photo').setInputFiles(photoFile);
    await waitForThumbnail(page);

    expect(attempts).toBe(2);
    await expect(photosOf(member)).resolves.toHaveLength(1);
    await expect(page.getByText('Photo upload failed').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  test('a connection that drops again is not tried a third time: the member is told', async ({ context }) => {
    const { page, problems } = await pageWithDrops(context);
    const member = await openPhotoStep(page, context);
    let attempts = 0;
    await page.route(UPLOAD_ROUTE, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      attempts += 1;
      return route.abort('connectionreset');
    });

    await page.getByLabel('Add a photo').setInputFiles(photoFile);
    await page.getByText('Photo upload failed').waitFor();

    expect(attempts).toBe(2);
    await expect(photosOf(member)).resolves.toHaveLength(0);
    // The member can choose the photo again.
    await page.getByLabel('Add a photo').waitFor();
    expect(problems).toEqual([]);
  });
});
