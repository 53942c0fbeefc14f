import {
  type Domain,
  type Language,
  PASSWORD_RESET_MESSAGES,
  type PasswordResetResponse,
} from '@varmala/shared';
import { siteOf } from '../../config.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { hashPassword } from '../../lib/password-hash.js';
import { announceAccountChanges } from '../access/account-changes.js';
import { markAccountClaimed } from '../access/account-claim.js';
import { updatePassword } from '../access/account-queries.js';
import { consumeOneTimeSecret, issueOneTimeSecret } from '../access/one-time-tokens.js';
import type { Addressee } from '../events/mail/greeting.js';
import { MAILS } from '../events/mail/mail-texts.js';
import { findAccountByMobileAndBirthDate } from './password-reset-queries.js';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Details that match no account get the same answer after the same work, and the link is mailed after
 * the answer, so neither reply nor timing tells who is registered (but the spec's 'No Email provided').
 */
export async function requestPasswordReset(
  deps: Deps,
  input: { mobile_no: string; date_of_birth: string },
): Promise<PasswordResetResponse> {
  const account = await findAccountByMobileAndBirthDate(deps.db, input.mobile_no, input.date_of_birth);
  if (account && !account.email) return { Status: 'Success', Message: PASSWORD_RESET_MESSAGES.noEmail };
  if (account?.email) {
    const { userId, name, profileFor, email, language, domain } = account;
    void sendResetLink(deps, {
      userId,
      name,
      profileFor,
      email,
      language: language ?? 'en',
      domain,
      mobile: input.mobile_no,
    }).catch((error: unknown) => deps.log.error({ err: error }, 'password reset e-mail could not be sent'));
  }
  return { Status: 'Success', Message: PASSWORD_RESET_MESSAGES.linkSent };
}

async function sendResetLink(
  deps: Deps,
  account: Addressee & { userId: number; email: string; language: Language; domain: Domain; mobile: string },
): Promise<void> {
  const secret = await issueOneTimeSecret(deps.db, {
    userId: account.userId,
    purpose: 'password_reset',
    email: account.email,
    ttlMs: RESET_LINK_LIFETIME_MS,
  });
  const site = siteOf(deps.config, account.domain, account.language);
  const link = `${site.url}/password/reset/${account.userId}/${secret}`;
  const mail = MAILS.passwordReset(account.language, account, site, account.mobile.slice(-4), link);
  await deps.mailer.send({ to: account.email, fromName: site.name, ...mail });
}

/** Once; a wrong secret is refused before any hashing. The token version rises: every session ends. */
export async function confirmPasswordReset(
  deps: Deps,
  input: { user_id: number; secret: string; password: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const token = await consumeOneTimeSecret(tx, input.user_id, 'password_reset', input.secret);
    if (!token) throw new AppError('BAD_REQUEST', 'invalidResetLink');
    const updated = await updatePassword(tx, input.user_id, await hashPassword(input.password));
    if (!updated) throw new AppError('BAD_REQUEST', 'invalidResetLink');
    await markAccountClaimed(tx, input.user_id, 'password-reset');
  });
  deps.authCache.forget(input.user_id);
  await announceAccountChanges(deps, [input.user_id]);
}
