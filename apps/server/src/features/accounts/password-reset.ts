import { type Language, PASSWORD_RESET_MESSAGES, type PasswordResetResponse } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Addressee } from '../mail/greeting.js';
import { MAILS } from '../mail/mail-texts.js';
import { consumeOneTimeSecret, issueOneTimeSecret } from './one-time-tokens.js';
import { hashPassword } from './password-hash.js';
import { findAccountByMobileAndBirthDate } from './password-reset-queries.js';
import { updatePassword } from './queries.js';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Mobile and date of birth identify the account; a single-use link valid for an hour goes to the
 * e-mail address on its profile. Details that match no account get the same answer as a sent
 * link, after the same work: one look-up. The link is made and mailed after the answer, so neither
 * the reply nor its timing tells who is registered. Only the spec's 'No Email provided' says
 * more, and only to someone who knows both.
 */
export async function requestPasswordReset(
  deps: Deps,
  input: { mobile_no: string; date_of_birth: string },
): Promise<PasswordResetResponse> {
  const account = await findAccountByMobileAndBirthDate(deps.db, input.mobile_no, input.date_of_birth);
  if (account && !account.email) return { Status: 'Success', Message: PASSWORD_RESET_MESSAGES.noEmail };
  if (account?.email) {
    const { userId, name, profileFor, email, language } = account;
    void sendResetLink(deps, {
      userId,
      name,
      profileFor,
      email,
      language: language ?? 'en',
      mobile: input.mobile_no,
    }).catch((error: unknown) => deps.log.error({ err: error }, 'password reset e-mail could not be sent'));
  }
  return { Status: 'Success', Message: PASSWORD_RESET_MESSAGES.linkSent };
}

async function sendResetLink(
  deps: Deps,
  account: Addressee & { userId: number; email: string; language: Language; mobile: string },
): Promise<void> {
  const secret = await issueOneTimeSecret(deps.db, {
    userId: account.userId,
    purpose: 'password_reset',
    email: account.email,
    ttlMs: RESET_LINK_LIFETIME_MS,
  });
  const link = `${deps.config.publicUrl}/password/reset/${account.userId}/${secret}`;
  const mail = MAILS.passwordReset(account.language, account, account.mobile.slice(-4), link);
  await deps.mailer.send({ to: account.email, ...mail });
}

/**
 * Sets the new password with the e-mailed secret, once: spending the secret and saving the hash
 * are one transaction, and a wrong secret is refused before any hashing. Raising the token
 * version signs out every session, the one that may have been stolen included.
 */
export async function confirmPasswordReset(
  deps: Deps,
  input: { user_id: number; secret: string; password: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const token = await consumeOneTimeSecret(tx, input.user_id, 'password_reset', input.secret);
    if (!token) throw new AppError('BAD_REQUEST', 'invalidResetLink');
    const updated = await updatePassword(tx, input.user_id, await hashPassword(input.password));
    if (!updated) throw new AppError('BAD_REQUEST', 'invalidResetLink');
  });
  deps.authCache.forget(input.user_id);
}
