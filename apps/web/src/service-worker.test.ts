import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const WORKER = readFileSync(path.resolve(import.meta.dirname, '../public/sw.js'), 'utf8');

interface Shown {
  title: string;
  options: { body: string; data: { url: string } };
}

/** public/sw.js as a browser runs it on `origin`, and the notices it shows for a pushed payload. */
async function shownFor(origin: string, payload: unknown): Promise<Shown[]> {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const worker: Record<string, unknown> = {
    location: new URL('/sw.js', origin),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Shown['options']) => {
        shown.push({ title, options });
      },
    },
    URL,
  };
  worker.self = worker;
  runInNewContext(WORKER, worker);
  const waiting: Promise<unknown>[] = [];
  listeners.get('push')?.({
    data: { json: () => payload },
    waitUntil: (promise: Promise<unknown>) => waiting.push(promise),
  });
  await Promise.all(waiting);
  return shown;
}

describe("the service worker's notices", () => {
  it('are titled with the name the server wrote, the member’s own site in their language', async () => {
    const shown = await shownFor('https://tamilmala.example', {
      title: 'தமிழ்மாலா',
      body: 'ஒரு புதிய விருப்பம்',
      url: '/interests',
    });
    expect(shown).toMatchObject([
      { title: 'தமிழ்மாலா', options: { body: 'ஒரு புதிய விருப்பம்', data: { url: '/interests' } } },
    ]);
  });

  it.each([undefined, '', '   ', 7, { en: 'Varmala' }, null])(
    'fall back to the host they were shown from, never another site’s name, for a title of %j',
    async (title) => {
      for (const origin of ['https://tamilmala.example', 'https://varmala.example:8443']) {
        const [shown] = await shownFor(origin, { title, body: 'A new interest' });
        expect(shown?.title).toBe(new URL(origin).hostname);
      }
    },
  );

  it('show nothing for a payload without a body', async () => {
    expect(await shownFor('https://tamilmala.example', { title: 'தமிழ்மாலா' })).toEqual([]);
  });
});
