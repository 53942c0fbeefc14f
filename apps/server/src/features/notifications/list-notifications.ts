import { type NotificationList, PAGE_SIZE } from '@varmala/shared';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** `GET /api/me/notifications/{page}`: the member's own notices, newest first. */
export async function listNotifications(db: DbOrTx, userId: number, page: number): Promise<NotificationList> {
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    countUnread(db, userId),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt?.toISOString() ?? null,
      data: row.data,
    })),
    count: total?.n ?? 0,
    unread,
  };
}

/** `POST /api/me/notifications/read`: ids of another member's notices are passed over, not an error. */
export async function markNotificationsRead(
  db: DbOrTx,
  userId: number,
  which: { ids: number[] } | { all: true },
): Promise<{ Status: 'Success'; unread: number }> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        'ids' in which ? inArray(notifications.id, which.ids) : undefined,
      ),
    );
  return { Status: 'Success', unread: await countUnread(db, userId) };
}
