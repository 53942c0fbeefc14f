import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { interests, profiles } from '../../db/schema.js';
import { recordNotice } from '../events/record-notice.js';

/** The kind sentence every open interest received is answered with once the family is married. */
export const MARRIED_DECLINE_TEMPLATE = 'found_a_match';

/**
 * Closes a profile for its marriage, in the caller's transaction: its status (300 or 301) and
 * spouse, its featured mark cleared; received interests still open declined with the kind fixed
 * sentence (each sender told), sent ones withdrawn. Its conversations close by the database's own
 * rule on the status (migration 0023); search, the home's matches, featured and the public lists
 * show only Approved profiles, so it leaves them with this commit.
 */
export async function closeForMarriage(
  tx: DbOrTx,
  profileId: number,
  marriage: { status: 300 | 301; spouseProfileId: number | null; marriedOn: string },
): Promise<{ declined: number; withdrawn: number }> {
  await tx
    .update(profiles)
    .set({
      status: marriage.status,
      spouseProfileId: marriage.spouseProfileId,
      marriedOn: marriage.marriedOn,
      isFeatured: false,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.id, profileId));
  const declined = await tx
    .update(interests)
    .set({ status: 'declined', declineTemplate: MARRIED_DECLINE_TEMPLATE, answeredAt: sql`now()` })
    .where(and(eq(interests.receiverProfileId, profileId), eq(interests.status, 'sent')))
    .returning({ senderProfileId: interests.senderProfileId, id: interests.id });
  for (const interest of declined) {
    await recordNotice(tx, {
      kind: 'interest_declined',
      to: { profileId: interest.senderProfileId },
      about: profileId,
      data: { interest_id: interest.id },
    });
  }
  const withdrawn = await tx
    .update(interests)
    .set({ status: 'withdrawn' })
    .where(and(eq(interests.senderProfileId, profileId), eq(interests.status, 'sent')))
    .returning({ id: interests.id });
  return { declined: declined.length, withdrawn: withdrawn.length };
}
