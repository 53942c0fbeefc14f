import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { redisServerInstalled, startTestRedis, type TestRedis } from '../../test/redis-server.js';
import { UploadBudget } from './upload-budget.js';

const LIMITS = { perMember: 2, maxBufferedBytes: 1_000, stalledAfterMs: 60_000 };

/** The status a member would get: 200 when admitted (with the release), else the refusal's. */
async function admit(budget: UploadBudget, memberId: number, bytes = 10) {
  try {
    return { status: 200, release: await budget.admit(memberId, bytes) };
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, release: () => undefined };
    throw error;
  }
}

describe.skipIf(!redisServerInstalled)('uploads in flight per member, shared through Redis', () => {
  let redis: TestRedis;
  const clients: Redis[] = [];
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await redis?.stop();
  });

  /** The budget of one instance: its own memory, the member counts in the one Redis. */
  async function instance(): Promise<UploadBudget> {
    const client = new Redis(redis.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: () => 100,
    });
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return new UploadBudget(LIMITS, client);
  }

  it('counts a member once across instances, and gives the room back on release', async () => {
    const [a, b] = [await instance(), await instance()];
    const first = await admit(a, 1);
    const second = await admit(b, 1);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await admit(a, 1)).status).toBe(429);
    expect((await admit(b, 1)).status).toBe(429);
    // Another member is not held up.
    expect((await admit(b, 2)).status).toBe(200);

    first.release();
    first.release();
    // The release reaches Redis in the background.
    let again = await admit(b, 1);
    for (let i = 0; i < 20 && again.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await admit(b, 1);
    }
    expect(again.status).toBe(200);
    expect((await admit(a, 1)).status).toBe(429);
  });

  it("keeps each process's byte budget its own", async () => {
    const [a, b] = [await instance(), await instance()];
    expect((await admit(a, 11, 900)).status).toBe(200);
    expect((await admit(a, 12, 200)).status).toBe(429);
    expect((await admit(b, 12, 200)).status).toBe(200);
  });

  it('falls back to counting in the process while Redis is down', async () => {
    const a = await instance();
    await redis.kill();
    try {
      expect((await admit(a, 21)).status).toBe(200);
      expect((await admit(a, 21)).status).toBe(200);
      expect((await admit(a, 21)).status).toBe(429);
    } finally {
      await redis.restart();
    }
  });
});
