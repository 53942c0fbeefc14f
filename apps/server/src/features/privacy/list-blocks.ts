import type { BlockListResponse } from '@varmala/shared';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { blocks, profiles } from '../../db/schema.js';
import { approvedNameOf } from '../access/review-after-approval.js';

/**
 * `GET /api/profile/blocks`: the profiles I blocked, the latest first, whatever they are now; each
 * by the name the operator approved, or by member id alone.
 */
export async function listBlocks(db: DbOrTx, userId: number): Promise<BlockListResponse> {
  const rows = await db
    .select({
      profileId: profiles.id,
      mid: profiles.mid,
      name: approvedNameOf(profiles),
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(desc(blocks.createdAt), desc(profiles.id));
  return {
    rows: rows.map((row) => ({
      profile_id: row.profileId,
      mid: row.mid,
      name: row.name,
      blocked_at: row.blockedAt.toISOString(),
    })),
  };
}
