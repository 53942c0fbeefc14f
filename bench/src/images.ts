/**
 * Photo uploads of a 12-megapixel JPEG through the real route: the time to answer and the server's
 * peak memory (VmHWM from /proc), for one upload and for four at once.
 *
 *   npm run bench:images
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoute } from '@varmala/shared';
import sharp, { type SharpOptions } from 'sharp';
import { startAppServer } from './processes.js';

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

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'varmala-bench-images-'));
  const server = await startAppServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
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

    const photo = await twelveMegapixelJpeg();
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
      `Photo: ${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG, 4000 x 3000 (12 MP)`,
      `Server at rest: ${idle.now.toFixed(0)} MB resident`,
      '',
      '| run | wall time (ms) | server peak RSS (MB) | peak above rest (MB) |',
      '|---|---|---|---|',
    ];
    for (const parallel of [1, 4]) {
      for (let round = 1; round <= 3; round++) {
        await deleteAll();
        const rest = memoryOf(pid).now;
        await resetPeak(pid);
        const started = performance.now();
        const times = await Promise.all(Array.from({ length: parallel }, upload));
        const wall = performance.now() - started;
        const { peak } = memoryOf(pid);
        lines.push(
          `| ${parallel} at once, round ${round} | ${Math.round(wall)} (each ${times.map((t) => Math.round(t)).join(', ')}) | ${peak.toFixed(0)} | ${(peak - rest).toFixed(0)} |`,
        );
      }
    }
    console.log(lines.join('\n'));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
