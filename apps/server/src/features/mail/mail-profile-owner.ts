import { eq } from 'drizzle-orm';
import { profiles, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import type { Mail } from './mail-texts.js';

/** What a mail to a profile's owner is written from: the profile and its account's language. */
export type ProfileOwner = Pick<
  typeof profiles.$inferSelect,
  'name' | 'mid' | 'refusal' | 'numberCheckAskedAt'
> &
  Pick<typeof users.$inferSelect, 'language' | 'profileFor'> & { email: string };

/**
 * Mails the owner of a profile, after the change that calls for it is saved: the answer that made
 * the change does not wait for the mail, and a mail that fails is logged, never lost silently.
 * `write` reads the profile as it is when the mail goes and answers nothing when there is no longer
 * anything to say (a refusal undone meanwhile). Without an e-mail address nothing is sent: the
 * member reads the same on their own pages.
 */
export function mailProfileOwner(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  profileId: number,
  what: string,
  write: (owner: ProfileOwner) => Mail | undefined,
): void {
  const send = async () => {
    const [owner] = await deps.db
      .select({
        name: profiles.name,
        mid: profiles.mid,
        email: profiles.email,
        language: users.language,
        profileFor: users.profileFor,
        refusal: profiles.refusal,
        numberCheckAskedAt: profiles.numberCheckAskedAt,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, profileId));
    if (!owner?.email) return;
    const mail = write({ ...owner, email: owner.email });
    if (mail) await deps.mailer.send({ to: owner.email, ...mail });
  };
  send().catch((error: unknown) => deps.log.error({ err: error, profileId }, `${what} could not be mailed`));
}
