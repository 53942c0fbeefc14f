import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { MAILS } from '../mail/mail-texts.js';

/**
 * Mails the owner of a profile whose number a subscriber could not reach, in their language, to
 * check and confirm it; after the operator's answer, which does not wait for it. Without an e-mail
 * address the member reads the same on their home (`GET /api/me/home`, `confirm_number`).
 */
export function askOwnerToConfirmNumber(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>,
  profileId: number,
) {
  const send = async () => {
    const [member] = await deps.db
      .select({
        name: profiles.name,
        mid: profiles.mid,
        email: profiles.email,
        asked: profiles.numberCheckAskedAt,
        language: users.language,
        profileFor: users.profileFor,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, profileId));
    if (!member?.email || !member.asked) return;
    const mail = MAILS.confirmNumber(member.language ?? 'en', member, {
      mid: member.mid,
      siteUrl: deps.config.publicUrl,
    });
    await deps.mailer.send({ to: member.email, ...mail });
  };
  send().catch((error: unknown) =>
    deps.log.error({ err: error, profileId }, 'the request to confirm a number could not be mailed'),
  );
}
