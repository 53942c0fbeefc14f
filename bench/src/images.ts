/**
 * Photo uploads of a 12-megapixel JPEG through the real route: the time to answer, the server's CPU
 * per photo (user and system, the embedded database's included) and its peak memory (VmHWM from
 * /proc), for one upload and for two at once.
 *
 *   npm run bench:images [-- --checkout <another checkout, built>]
 *
 * With --checkout, that checkout's server is measured the same way right after this one's, with the
 * same photo: the old build against the new.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiRoute } from '@varmala/shared';
import sharp, { type SharpOptions } from 'sharp';
import { processCpuSeconds } from './cpu-time.js';
import { repoRoot, startAppServer } from './processes.js';

/** The server process's peak and current resident memory, in MB. */
function memoryOf(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/** Resets the peak so the next reading covers only what follows (Linux: write 5 to clear_refs). */
async function resetPeak(pid: number): Promise<void> {
  const { writeFile } = await import('node:fs/promises');
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}

/** A camera-sized photo: 4000 x 3000 with grain, so it compresses like a real one (about 4-6 MB). */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const grain: SharpOptions = {
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  };
  return sharp(grain).jpeg({ quality: 90 }).toBuffer();
}

async function measureBuild(checkout: string, photo: Buffer): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-bench-images-'));
  const server = await startAppServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, [], checkout);
  const pid = server.process.pid as number;
  try {
    const json = async (url: string, body: unknown, token?: string) => {
      const response = await fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<{ token: string }>;
    };
    const { token } = await json(apiRoute('signup').url, {
      user_name: 'Bench Member',
      mobile_no: '9000000001',
      password: 'bench password 1',
    });
    const userId = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).user_id;
    const year = new Date().getFullYear() - 25;
    const basic = {
      name: 'Bench',
      surname: 'Member',
      community: 'Kshatriya',
      gender: 'Female',
      date_of_birth: `${year}-03-15`,
      mobiles: ['9000000001'],
      city: 'Pune',
      pincode: '411001',
      state: 'Maharashtra',
      country: 'India',
    };
    const saved = await json(`/api/profile/${userId}/basic`, basic, token);
    const auth = { authorization: `Bearer ${saved.token ?? token}` };

    const upload = async () => {
      const form = new FormData();
      form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'camera.jpg');
      const started = performance.now();
      const response = await fetch(`${server.url}/api/profile/${userId}/photo`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
      return ms;
    };
    const deleteAll = async () => {
      const list = (await (
        await fetch(`${server.url}/api/profile/${userId}/photo`, { headers: auth })
      ).json()) as { id: number }[];
      for (const item of list) {
        await fetch(`${server.url}/api/profile/${userId}/photo`, {
          method: 'DELETE',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ id: item.id }),
        });
      }
    };

    const idle = memoryOf(pid);
    const lines = [
      `${checkout === repoRoot ? 'This build' : checkout}: the server at rest holds ${idle.now.toFixed(0)} MB`,
      '',
      '| run | wall time (ms) | server CPU per photo (ms) | server peak RSS (MB) | peak above rest (MB) |',
      '|---|---|---|---|---|',
    ];
    // One upload first, so the image work's first start is not counted.
    await upload();
    // A member may upload two at once (the upload budget).
    for (const parallel of [1, 2]) {
      for (let round = 1; round <= 3; round++) {
        await deleteAll();
        const rest = memoryOf(pid).now;
        await resetPeak(pid);
        const cpuBefore = processCpuSeconds(pid);
        const started = performance.now();
        const times = await Promise.all(Array.from({ length: parallel }, upload));
        const wall = performance.now() - started;
        const cpu = ((processCpuSeconds(pid) - cpuBefore) * 1000) / parallel;
        const { peak } = memoryOf(pid);
        lines.push(
          `| ${parallel} at once, round ${round} | ${Math.round(wall)} (each ${times.map((t) => Math.round(t)).join(', ')}) | ${Math.round(cpu)} | ${peak.toFixed(0)} | ${(peak - rest).toFixed(0)} |`,
        );
      }
    }
    return lines;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const { values: args } = parseArgs({ options: { checkout: { type: 'string' } } });
const photo = await twelveMegapixelJpeg();
console.log(`Photo: ${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG, 4000 x 3000 (12 MP)\n`);
console.log((await measureBuild(repoRoot, photo)).join('\n'));
if (args.checkout) console.log(`\n${(await measureBuild(path.resolve(args.checkout), photo)).join('\n')}`);
