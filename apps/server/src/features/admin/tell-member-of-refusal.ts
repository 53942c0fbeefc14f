import type { Deps } from '../../deps.js';
import { mailProfileOwner } from '../events/mail/mail-profile-owner.js';
import { MAILS } from '../events/mail/mail-texts.js';

/**
 * Mails the member why their profile was refused, in the language they read the site in, after the
 * refusal is saved. Without an e-mail address the member learns it on their own pages (`GET
 * /api/me`), which say the same.
 */
export function tellMemberOfRefusal(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>,
  profileId: number,
): void {
  mailProfileOwner(deps, profileId, 'the refusal', (member) =>
    // Undone or changed again before this ran: nothing to tell.
    member.refusal
      ? MAILS.profileRefused(member.language ?? 'en', member, {
          mid: member.mid,
          reason: member.refusal.reason,
          site: member.site,
          whatsapp: deps.config.whatsappNumber,
          supportEmail: deps.config.supportEmail,
        })
      : undefined,
  );
}
