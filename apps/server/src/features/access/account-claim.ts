import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { adminAuditLog, oneTimeTokens, users } from '../../db/schema.js';

/** The office's password is random, so a login or password change with it proves the number too. */
export type ClaimProof = 'claim-link' | 'password-reset' | 'mobile-code' | 'login' | 'password-change';

export function isUnclaimed(user: {
  registeredBy: number | null;
  claimedAt: Date | null;
  addedByFamily?: boolean;
}): boolean {
  return (user.registeredBy !== null || user.addedByFamily === true) && user.claimedAt === null;
}

/**
 * From then on no link the operator holds or mints can reset the family's password. Inside the
 * transaction that checked the proof; the row is updated first, so a racing claim or link waits.
 */
export async function markAccountClaimed(tx: Tx, userId: number, proof: ClaimProof): Promise<boolean> {
  const [claimed] = await tx
    .update(users)
    .set({ claimedAt: sql`now()`, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, userId),
        or(isNotNull(users.registeredBy), eq(users.addedByFamily, true)),
        isNull(users.claimedAt),
      ),
    )
    .returning({ id: users.id });
  if (!claimed) return false;
  const spent = await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'account_claim'),
        isNull(oneTimeTokens.usedAt),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  await tx.insert(adminAuditLog).values({
    action: 'member:account-claimed',
    targetType: 'user',
    targetId: String(userId),
    before: { claimed: false },
    after: { claimed: true, proof, claim_links_spent: spent.length },
  });
  return true;
}
