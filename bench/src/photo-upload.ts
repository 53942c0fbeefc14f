/**
 * A 12-megapixel camera photo (about 6 MB) uploaded through the photo step in Debian's Chromium, on
 * a phone's screen over a link throttled to 1 Mbit/s each way with 100 ms of latency: the bytes the
 * request sent and the time from choosing the file to the server's answer. "Before" is the same page
 * in a browser that cannot shrink (no createImageBitmap), which sends the original as the app did
 * before photos were shrunk; "after" shrinks it, also with the CPU slowed four times, as on a cheap
 * phone.
 *
 *   npm run bench:upload
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TOKEN_COOKIE } from '@varmala/shared';
import type { Browser, Request } from 'playwright-core';
import { launchChromium } from '../../e2e/support/browser.js';
import { cameraPhoto } from '../../e2e/support/camera-photo.js';
import { startAppServer } from './processes.js';

/** 1 Mbit/s in bytes per second, as DevTools counts throughput. */
const ONE_MBIT = 125_000;

const PHONE = { width: 360, height: 740 };

interface Run {
  name: string;
  /** The browser cannot shrink: it sends the original. */
  original: boolean;
  cpuSlowdown: number;
}

const RUNS: Run[] = [
  { name: 'before: the original', original: true, cpuSlowdown: 1 },
  { name: 'after: shrunk in the browser', original: false, cpuSlowdown: 1 },
  { name: 'after, CPU 4× slower', original: false, cpuSlowdown: 4 },
];

interface Result {
  bytes: number;
  /** From choosing the file to the server's answer. */
  seconds: number;
  /** From choosing the file to the request starting: the shrinking, when there is any. */
  secondsBeforeSending: number;
}

/** A member with step 1 saved, through the API as the forms would. */
async function signUp(baseUrl: string): Promise<string> {
  const post = async (url: string, body: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ token?: string }>;
  };
  const { token = '' } = await post('/signup', {
    user_name: 'Bench Member',
    mobile_no: '9000000002',
    password: 'bench password 2',
  });
  const userId = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).user_id;
  const saved = await post(
    `/profile/${userId}/basic`,
    {
      name: 'Bench',
      surname: 'Member',
      community: 'Kshatriya',
      gender: 'Female',
      date_of_birth: `${new Date().getFullYear() - 25}-03-15`,
      mobiles: ['9000000002'],
      city: 'Pune',
      pincode: '411001',
      state: 'Maharashtra',
      country: 'India',
    },
    token,
  );
  return saved.token ?? token;
}

function isUpload(request: Request): boolean {
  return request.method() === 'POST' && /^\/api\/profile\/\d+\/photo$/.test(new URL(request.url()).pathname);
}

async function upload(browser: Browser, baseUrl: string, token: string, photoFile: string, run: Run) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
  try {
    await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseUrl, sameSite: 'Strict' }]);
    if (run.original) await context.addInitScript('delete window.createImageBitmap');
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: ONE_MBIT,
      uploadThroughput: ONE_MBIT,
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: run.cpuSlowdown });
    await page.goto('/profile/edit/photo');
    const picker = page.getByLabel('Add a photo');
    await picker.waitFor();

    const request = page.waitForRequest(isUpload, { timeout: 0 });
    const response = page.waitForResponse((answer) => isUpload(answer.request()), { timeout: 0 });
    const started = performance.now();
    await picker.setInputFiles(photoFile);
    const sent = await request;
    const sending = performance.now();
    const answer = await response;
    const answered = performance.now();
    if (!answer.ok()) throw new Error(`${run.name}: the upload answered ${answer.status()}`);
    const result: Result = {
      // The length of the body as the browser sent it: the multipart envelope with the photo.
      bytes: Number((await sent.allHeaders())['content-length']),
      seconds: (answered - started) / 1000,
      secondsBeforeSending: (sending - started) / 1000,
    };
    return result;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-bench-upload-'));
  const photo = await cameraPhoto();
  const photoFile = path.join(dataDir, 'IMG_20250614_101500.jpg');
  writeFileSync(photoFile, photo);
  const server = await startAppServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const browser = await launchChromium();
  try {
    const token = await signUp(server.url);
    const lines = [
      `Photo: ${(photo.length / 1024 / 1024).toFixed(2)} MB JPEG, 4000 x 3000 (12 MP), EXIF orientation 6`,
      'Link: 1 Mbit/s up and down, 100 ms latency (DevTools emulation); screen 360 x 740',
      '',
      '| run | bytes sent | KB sent | time to answer (s) | of which before sending (s) |',
      '|---|---|---|---|---|',
    ];
    for (const run of RUNS) {
      const { bytes, seconds, secondsBeforeSending } = await upload(
        browser,
        server.url,
        token,
        photoFile,
        run,
      );
      lines.push(
        `| ${run.name} | ${bytes} | ${(bytes / 1024).toFixed(0)} | ${seconds.toFixed(1)} | ${secondsBeforeSending.toFixed(1)} |`,
      );
    }
    console.log(lines.join('\n'));
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
