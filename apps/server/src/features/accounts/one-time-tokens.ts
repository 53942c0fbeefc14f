import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { oneTimeTokens } from '../../db/schema.js';

type Purpose = 'email_verify' | 'password_reset' | 'account_claim';

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A fresh secret for an e-mailed link; only its hash is stored. Earlier unused ones stop working. */
export async function issueOneTimeSecret(
  db: DbOrTx,
  values: { userId: number; purpose: Purpose; email?: string | null; ttlMs: number },
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, values.userId),
        eq(oneTimeTokens.purpose, values.purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  await db.insert(oneTimeTokens).values({
    userId: values.userId,
    purpose: values.purpose,
    secretHash: hashSecret(secret),
    email: values.email ?? null,
    expiresAt: new Date(Date.now() + values.ttlMs),
  });
  return secret;
}

/**
 * Marks the secret used and answers its record, or undefined when it is wrong, used or expired.
 * The update is the check, so two clicks racing each other cannot both succeed.
 */
export async function consumeOneTimeSecret(db: DbOrTx, userId: number, purpose: Purpose, secret: string) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.secretHash, hashSecret(secret)),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ email: oneTimeTokens.email });
  return row;
}
