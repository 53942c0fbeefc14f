import { PAGE_SIZE } from '@varmala/shared';
import { and, count, desc, eq, gt, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { downloads, profiles, subscriptions } from '../../db/schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** By the database's clock; the latest-ending one if there are several. */
export async function findActiveSubscription(db: DbOrTx, userId: number, forUpdate = false) {
  const query = db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        lte(subscriptions.startDate, sql`now()`),
        gt(subscriptions.endDate, sql`now()`),
      ),
    )
    .orderBy(desc(subscriptions.endDate))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** Undefined when already downloaded under this subscription. */
export async function insertDownload(tx: DbOrTx, subscriptionId: number, userId: number, profileId: number) {
  const [row] = await tx
    .insert(downloads)
    .values({ subscriptionId, userId, profileId })
    .onConflictDoNothing({ target: [downloads.subscriptionId, downloads.profileId] })
    .returning({ id: downloads.id });
  return row;
}

/** One statement: its row lock makes parallel calls queue, each re-checking the count. */
export async function useOneDownload(tx: DbOrTx, subscriptionId: number): Promise<boolean> {
  const rows = await tx
    .update(subscriptions)
    .set({ currentDownload: sql`${subscriptions.currentDownload} + 1` })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        lt(subscriptions.currentDownload, subscriptions.totalDownload),
        gt(subscriptions.endDate, sql`now()`),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

export function downloadPageQuery(db: DbOrTx, userId: number, page: number) {
  return db
    .select({
      profileId: profiles.id,
      userId: profiles.userId,
      mid: sql<string>`coalesce(${profiles.mid}, ${downloads.profileMid}, '')`,
      name: profiles.name,
      viewedAt: downloads.viewedAt,
    })
    .from(downloads)
    .leftJoin(profiles, eq(profiles.id, downloads.profileId))
    .where(eq(downloads.userId, userId))
    .orderBy(desc(downloads.viewedAt), desc(downloads.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
}

export async function countDownloads(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(downloads).where(eq(downloads.userId, userId));
  return row?.n ?? 0;
}

export async function findGatedDetails(db: DbOrTx, where: SQL | undefined, shared: SQL<boolean>) {
  const [row] = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      mobiles: profiles.mobiles,
      birthTime: profiles.birthTime,
      shared,
    })
    .from(profiles)
    .where(where)
    .limit(1);
  return row;
}
