import type { MemberPayment } from '@varmala/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { expireUnpaid, toMemberPayment } from './payment-row.js';

/** The most of a member's own payments listed: years of plans bought. */
const MAX_LISTED = 100;

/** `GET /api/payments`: the member's own payments, newest first. */
export async function listMyPayments(db: Db, userId: number): Promise<MemberPayment[]> {
  await expireUnpaid(db);
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(MAX_LISTED);
  return rows.map(toMemberPayment);
}
