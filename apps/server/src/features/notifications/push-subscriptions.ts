import type { pushSubscriptionRequestSchema } from '@varmala/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { allowedPushEndpoint } from './push-endpoints.js';

/** A phone or two and a computer, not a farm. */
const MOST_BROWSERS = 10;

/** The server connects to the endpoint on each notice, so only a push service's is kept. */
export async function addPushSubscription(
  db: DbOrTx,
  userId: number,
  browser: z.output<typeof pushSubscriptionRequestSchema>,
  pushServiceHosts: readonly string[],
): Promise<{ Status: 'Success' }> {
  if (!allowedPushEndpoint(browser.endpoint, pushServiceHosts))
    throw new AppError('BAD_REQUEST', 'pushServiceUnknown');
  const [kept] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if ((kept?.n ?? 0) >= MOST_BROWSERS) {
    // A member who changed phones twice still gets notices on the new one.
    await db.execute(
      sql`delete from push_subscriptions where id = (select min(id) from push_subscriptions where user_id = ${userId})`,
    );
  }
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: browser.keys.p256dh, auth: browser.keys.auth },
    });
  return { Status: 'Success' };
}

export async function deletePushSubscription(
  db: DbOrTx,
  userId: number,
  endpoint: string,
): Promise<{ Status: 'Success' }> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND', 'pushSubscriptionNotFound');
  return { Status: 'Success' };
}
