import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { MAILS } from '../mail/mail-texts.js';

/**
 * Mails the member why their profile was refused, in the language they read the site in, after the
 * refusal is saved; the operator's answer does not wait for it. Without an e-mail address the
 * member learns it on their own pages (`GET /api/me`), which say the same.
 */
export function tellMemberOfRefusal(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>,
  profileId: number,
): void {
  const send = async () => {
    const [member] = await deps.db
      .select({
        name: profiles.name,
        mid: profiles.mid,
        email: profiles.email,
        refusal: profiles.refusal,
        language: users.language,
        profileFor: users.profileFor,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, profileId));
    // Undone or changed again before this ran: nothing to tell.
    if (!member?.email || !member.refusal) return;
    const mail = MAILS.profileRefused(member.language ?? 'en', member, {
      mid: member.mid,
      reason: member.refusal.reason,
      siteUrl: deps.config.publicUrl,
      whatsapp: deps.config.whatsappNumber,
      supportEmail: deps.config.supportEmail,
    });
    await deps.mailer.send({ to: member.email, ...mail });
  };
  send().catch((error: unknown) =>
    deps.log.error({ err: error, profileId }, 'the refusal could not be mailed to the member'),
  );
}
