/**
 * Quiet hours through the senders themselves (pg-boss jobs, `web-push`, a local HTTPS server
 * standing in for the push service): a notice made in the evening is pushed at once, one made in
 * the night waits on the queue until 07:00 India time and is then pushed once.
 */

import { createECDH, randomBytes } from 'node:crypto';
import { apiArgs } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '../../db/schema.js';
import { call, makePair, sent } from '../../test/interests-support.js';
import type { Member } from '../../test/members.js';
import { useTestPushService } from '../../test/push-test-service.js';
import { useTestApp } from '../../test/test-app.js';
import { NO_RATE_LIMITS } from '../../test/trust/trust-support.js';
import { HoroscopeCaches } from '../access/horoscope-caches.js';
import { createMailer } from '../events/mail/mailer.js';
import { QUICK_NOTICE_SETTINGS } from './notice-settings.test-support.js';
import { type NoticeSenders, startNoticeSenders } from './senders.js';
import { loadOrCreateVapidKeys } from './vapid.js';

const pushService = useTestPushService();
const ctx = useTestApp({
  ...NO_RATE_LIMITS,
  get pushServiceHosts() {
    return [pushService.host];
  },
});

/** The senders' clock: the test moves it across 22:00 and 07:00 in India (UTC+05:30). */
let clock = new Date('2026-03-01T06:30:00Z');
let senders: NoticeSenders;
beforeAll(async () => {
  const config = {
    ...ctx.config,
    notices: QUICK_NOTICE_SETTINGS,
  };
  senders = await startNoticeSenders(
    {
      config,
      database: ctx.database,
      db: ctx.database.db,
      mailer: createMailer(config, () => {}),
      log: ctx.app.log,
      horoscopes: new HoroscopeCaches(),
    },
    loadOrCreateVapidKeys(config),
    { now: () => clock, pushServiceCa: pushService.ca },
  );
});
afterAll(() => senders?.stop());

/** A bride who takes pushes on one browser, and a groom to send her an interest. */
async function brideWithPush(): Promise<{ groom: Member; bride: Member; pushes: () => number }> {
  const { groom, bride } = await makePair(ctx);
  const saved = await call(ctx, bride, ...apiArgs('saveNotificationSettings'), { email: 'off', push: true });
  expect(saved.statusCode, saved.body).toBe(200);
  const path = `/push/${randomBytes(6).toString('hex')}`;
  const subscribed = await call(ctx, bride, ...apiArgs('addPushSubscription'), {
    endpoint: `${pushService.base}${path}`,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(200);
  return { groom, bride, pushes: () => pushService.received.filter((push) => push.url === path).length };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('quiet hours on the queue', () => {
  it('push a notice of 21:59 India time at once', async () => {
    clock = new Date('2026-03-01T16:29:00Z');
    const { groom, bride, pushes } = await brideWithPush();
    await sent(ctx, groom, bride);
    await vi.waitFor(() => expect(pushes()).toBe(1), { timeout: 10_000 });
  });

  it('hold a notice of 23:00 until 07:00, then push it once', async () => {
    clock = new Date('2026-03-01T17:30:00Z');
    const { groom, bride, pushes } = await brideWithPush();
    await sent(ctx, groom, bride);
    // Handed to the push queue, and still not pushed after several rounds of its workers.
    await vi.waitFor(
      async () => {
        const [notice] = await ctx.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, bride.userId));
        expect(notice?.dispatchedAt).toBeInstanceOf(Date);
      },
      { timeout: 10_000 },
    );
    await pause(3000);
    expect(pushes()).toBe(0);

    clock = new Date('2026-03-02T01:30:00Z');
    await vi.waitFor(() => expect(pushes()).toBe(1), { timeout: 10_000 });
    await pause(2000);
    expect(pushes()).toBe(1);
  });
});
