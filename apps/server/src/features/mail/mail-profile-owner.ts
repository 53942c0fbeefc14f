import { eq } from 'drizzle-orm';
import { notificationSettings, profiles, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { unsubscribeParts } from '../notifications/notice-mails.js';
import { whyFooter } from '../notifications/notice-texts.js';
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
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>,
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
        userId: users.id,
        emailChoice: notificationSettings.email,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(profiles.id, profileId));
    // A member who turned e-mail off reads it on their own pages and in their notices.
    if (!owner?.email || owner.emailChoice === 'off') return;
    const mail = write({ ...owner, email: owner.email });
    if (!mail) return;
    const { headers, pageUrl } = unsubscribeParts(deps.config, owner.userId);
    const language = owner.language ?? 'en';
    const footer = whyFooter(
      language,
      owner.emailChoice ?? 'instant',
      `${deps.config.publicUrl}/notifications/settings`,
      pageUrl,
    );
    await deps.mailer.send({
      to: owner.email,
      ...mail,
      text: [mail.text, '', ...footer].join('\n'),
      headers,
    });
  };
  send().catch((error: unknown) => deps.log.error({ err: error, profileId }, `${what} could not be mailed`));
}
