import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { oneTimeTokens } from '../../db/schema.js';

type Purpose = 'email_verify' | 'password_reset' | 'account_claim' | 'keep_listed';

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Only its hash is stored; earlier unused ones stop working. */
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

/** The update is the check, so two clicks racing each other cannot both succeed. */
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

/** Spent or not. */
export async function wasIssued(db: DbOrTx, userId: number, purpose: Purpose, secret: string) {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.secretHash, hashSecret(secret)),
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The record of a secret whatever its state, so that a link's page can say why it does not work
 * (used, expired) rather than only that it does not; undefined when it was never issued.
 */
export async function findOneTimeSecret(db: DbOrTx, purpose: Purpose, secret: string) {
  const [row] = await db
    .select({
      id: oneTimeTokens.id,
      userId: oneTimeTokens.userId,
      usedAt: oneTimeTokens.usedAt,
      expiresAt: oneTimeTokens.expiresAt,
    })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.secretHash, hashSecret(secret)), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  return row;
}
