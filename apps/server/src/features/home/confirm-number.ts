import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { basicDetailsMissing } from '../access/ownership.js';

/** `POST /api/me/number/confirm`: the owner has checked their mobile numbers; the home stops asking. */
export async function confirmMyNumber(db: DbOrTx, userId: number): Promise<{ Status: 'Success' }> {
  const [row] = await db
    .update(profiles)
    .set({ numberCheckAskedAt: null })
    .where(eq(profiles.userId, userId))
    .returning({ id: profiles.id });
  if (!row) throw basicDetailsMissing();
  return { Status: 'Success' };
}
