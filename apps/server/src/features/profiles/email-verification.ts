import type { Domain, Language } from '@varmala/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { siteOf } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { oneTimeTokens, profiles, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { consumeOneTimeSecret, issueOneTimeSecret } from '../access/one-time-tokens.js';
import type { Addressee } from '../events/mail/greeting.js';
import { MAILS } from '../events/mail/mail-texts.js';

const LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const MAILS_PER_DAY = 3;

/**
 * Mails go to whatever address a member types: one a minute, three a day. Counted from the links issued,
 * so it holds across processes; the account's row is locked first, so two saves count in turn.
 */
async function enforceVerificationMailLimit(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  // The database's clock stamped the links: servers' clocks may differ.
  const recent = await tx
    .select({
      ageMs: sql<number>`extract(epoch from now() - ${oneTimeTokens.createdAt}) * 1000`.mapWith(Number),
    })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'email_verify'),
        gt(oneTimeTokens.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(MAILS_PER_DAY);
  const latest = recent[0]?.ageMs;
  if (latest !== undefined && latest < MINUTE_MS) {
    throw new AppError('RATE_LIMITED', 'verificationMailJustSent', {
      retryAfterSeconds: Math.max(1, Math.ceil((MINUTE_MS - latest) / 1000)),
    });
  }
  const oldest = recent[MAILS_PER_DAY - 1]?.ageMs;
  if (oldest !== undefined) {
    const waitSeconds = Math.max(1, Math.ceil((DAY_MS - oldest) / 1000));
    const hours = Math.ceil(waitSeconds / 3600);
    throw new AppError('RATE_LIMITED', 'verificationMailsToday', {
      params: { mails: MAILS_PER_DAY, count: hours },
      retryAfterSeconds: waitSeconds,
    });
  }
}

/** Inside the caller's transaction; the mail goes out after it commits, and a 429 undoes it. */
export async function prepareVerificationLink(
  tx: DbOrTx,
  siteUrl: string,
  userId: number,
  email: string,
): Promise<string> {
  await enforceVerificationMailLimit(tx, userId);
  const secret = await issueOneTimeSecret(tx, {
    userId,
    purpose: 'email_verify',
    email,
    ttlMs: LINK_LIFETIME_MS,
  });
  return `${siteUrl}/verify/email/${userId}/${secret}`;
}

export async function sendVerificationMail(
  deps: Deps,
  to: Addressee & { email: string; language: Language; domain: Domain },
  link: string,
): Promise<void> {
  const site = siteOf(deps.config, to.domain, to.language);
  await deps.mailer.send({
    to: to.email,
    fromName: site.name,
    ...MAILS.emailVerification(to.language, to, site, link),
  });
}

/** Only while the profile still has the address the link was sent to. */
export async function verifyEmail(deps: Deps, userId: number, secret: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const token = await consumeOneTimeSecret(tx, userId, 'email_verify', secret);
    if (!token?.email) throw new AppError('BAD_REQUEST', 'invalidVerificationLink');
    const [updated] = await tx
      .update(profiles)
      .set({ emailVerifiedAt: new Date() })
      .where(and(eq(profiles.userId, userId), eq(profiles.email, token.email)))
      .returning({ id: profiles.id });
    if (!updated) throw new AppError('BAD_REQUEST', 'invalidVerificationLink');
  });
}
