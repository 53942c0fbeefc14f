import { INTEREST_EXPIRY_DAYS, type InterestStatusName, type InterestWithViewer } from '@varmala/shared';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { interests } from '../../db/schema.js';

const EXPIRY = sql.raw(`interval '${INTEREST_EXPIRY_DAYS} days'`);

/** A `sent` row unanswered for 30 days reads as expired (nothing rewrites it). */
export const STATUS_AS_READ = sql<InterestStatusName>`case when ${interests.status} = 'sent'
  and ${interests.sentAt} < now() - ${EXPIRY} then 'expired' else ${interests.status} end`;

const own = sql.placeholder('own');
const others = sql.placeholder('others');
// The member's profile is on every row, so the sum names the other profile, holding no statement value
// (which DISTINCT ON and ORDER BY would each number apart).
const pair = sql`${interests.senderProfileId} + ${interests.receiverProfileId}`;

/** Its own statement, so the page's tuned one is unchanged; each side of the `or` is an index scan. */
const latestStatement = preparedOnce((db) =>
  db
    .selectDistinctOn([pair], {
      id: interests.id,
      senderProfileId: interests.senderProfileId,
      receiverProfileId: interests.receiverProfileId,
      status: STATUS_AS_READ,
    })
    .from(interests)
    .where(
      or(
        and(eq(interests.senderProfileId, own), sql`${interests.receiverProfileId} = any(${others}::int[])`),
        and(eq(interests.receiverProfileId, own), sql`${interests.senderProfileId} = any(${others}::int[])`),
      ),
    )
    .orderBy(pair, desc(interests.sentAt), desc(interests.id))
    .prepare('interest_with_viewer'),
);

/** None for an admin, a member without a profile, or their own profile. */
export async function interestsWithViewer(
  db: Db,
  viewer: AuthUser,
  profileIds: readonly number[],
): Promise<Map<number, NonNullable<InterestWithViewer>>> {
  const found = new Map<number, NonNullable<InterestWithViewer>>();
  const ownId = viewer.role === 'ADMIN' ? null : viewer.profileId;
  const ids = profileIds.filter((id) => id !== ownId);
  if (ownId === null || ids.length === 0) return found;
  const rows = await latestStatement(db).execute({ own: ownId, others: ids });
  for (const row of rows) {
    const sentByViewer = row.senderProfileId === ownId;
    found.set(sentByViewer ? row.receiverProfileId : row.senderProfileId, {
      interest_id: row.id,
      direction: sentByViewer ? 'sent' : 'received',
      status: row.status,
    });
  }
  return found;
}
