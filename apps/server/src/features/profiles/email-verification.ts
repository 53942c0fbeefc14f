import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { enforceRateLimit } from '../../lib/enforce-rate-limit.js';
import { consumeOneTimeSecret, issueOneTimeSecret } from '../accounts/one-time-tokens.js';

const LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Creates the link's secret inside the caller's transaction; the mail goes out after it commits. */
export async function prepareVerificationLink(
  tx: DbOrTx,
  publicUrl: string,
  userId: number,
  email: string,
): Promise<string> {
  const secret = await issueOneTimeSecret(tx, {
    userId,
    purpose: 'email_verify',
    email,
    ttlMs: LINK_LIFETIME_MS,
  });
  return `${publicUrl}/verify/email/${userId}/${secret}`;
}

export async function sendVerificationMail(
  deps: Deps,
  to: string,
  name: string,
  link: string,
): Promise<void> {
  await deps.mailer.send({
    to,
    subject: 'Please verify your e-mail address',
    link,
    text: [
      `Namaste ${name},`,
      '',
      'Please confirm that this e-mail address belongs to your Varmala profile by opening this link:',
      link,
      '',
      'The link works once and for seven days. If you did not add this address to a profile, ignore this message.',
    ].join('\n'),
  });
}

const INVALID_LINK = 'This verification link is invalid or has already been used.';

/** Verifies once per secret, and only while the profile still has the address the link was sent to. */
export async function verifyEmail(deps: Deps, userId: number, secret: string, ip: string): Promise<void> {
  enforceRateLimit(deps.limiters.verifyEmailPerIp, ip);
  await deps.db.transaction(async (tx) => {
    const token = await consumeOneTimeSecret(tx, userId, 'email_verify', secret);
    if (!token?.email) throw new AppError('BAD_REQUEST', INVALID_LINK);
    const [updated] = await tx
      .update(profiles)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(profiles.userId, userId), eq(profiles.email, token.email)))
      .returning({ id: profiles.id });
    if (!updated) throw new AppError('BAD_REQUEST', INVALID_LINK);
  });
}
