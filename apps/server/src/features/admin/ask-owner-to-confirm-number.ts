import type { Deps } from '../../deps.js';
import { mailProfileOwner } from '../events/mail/mail-profile-owner.js';
import { MAILS } from '../events/mail/mail-texts.js';

/**
 * Mails the owner of a profile whose number a subscriber could not reach, in their language, to
 * check and confirm it. Without an e-mail address the member reads the same on their home (`GET
 * /api/me/home`, `confirm_number`).
 */
export function askOwnerToConfirmNumber(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>,
  profileId: number,
) {
  mailProfileOwner(deps, profileId, 'the request to confirm a number', (member) =>
    member.numberCheckAskedAt
      ? MAILS.confirmNumber(member.language ?? 'en', member, {
          mid: member.mid,
          site: member.site,
        })
      : undefined,
  );
}
