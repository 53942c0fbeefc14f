import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** One claimed by a sender that died more than `leaseSeconds` ago is taken over. */
export async function claimDelivery(db: DbOrTx, key: string, leaseSeconds: number): Promise<boolean> {
  const { rows } = await db.execute<{ key: string }>(sql`
    insert into notification_deliveries (key) values (${key})
    on conflict (key) do update set claimed_at = now()
    where notification_deliveries.sent_at is null
      and notification_deliveries.claimed_at < now() - make_interval(secs => ${leaseSeconds}::int)
    returning key`);
  return rows.length > 0;
}

export async function markDelivered(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`update notification_deliveries set sent_at = now() where key = ${key}`);
}

export async function releaseDelivery(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from notification_deliveries where key = ${key} and sent_at is null`);
}

/** A crash between send and mark is the one window in which a retry sends again. */
export async function deliverOnce(
  db: DbOrTx,
  key: string,
  leaseSeconds: number,
  send: () => Promise<void>,
): Promise<boolean> {
  if (!(await claimDelivery(db, key, leaseSeconds))) return false;
  try {
    await send();
  } catch (error) {
    await releaseDelivery(db, key);
    throw error;
  }
  await markDelivered(db, key);
  return true;
}
