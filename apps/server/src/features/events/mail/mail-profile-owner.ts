import { type EmailFrequency, isForSomeoneElse, type Language } from '@varmala/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { type Site, siteOf } from '../../../config.js';
import { guardians, notificationSettings, profiles, users } from '../../../db/schema.js';
import type { Deps } from '../../../deps.js';
import { unsubscribeParts } from '../notice-mails.js';
import { whyFooter } from '../notice-texts.js';
import type { Mail } from './mail-texts.js';

export type ProfileOwner = Pick<
  typeof profiles.$inferSelect,
  'name' | 'mid' | 'refusal' | 'numberCheckAskedAt'
> &
  Pick<typeof users.$inferSelect, 'language' | 'profileFor'> & {
    email: string;
    /** The only site their mails speak of. */
    site: Site;
  };

interface Reader {
  userId: number;
  email: string | null;
  language: Language | null;
  emailChoice: EmailFrequency | null;
}

/** `owner` and `manage`, never `view`, each in their own profile's language. */
function guardiansWhoManage(db: Deps['db'], profileUserId: number): Promise<Reader[]> {
  return db
    .select({
      userId: users.id,
      email: profiles.email,
      language: users.language,
      emailChoice: notificationSettings.email,
    })
    .from(guardians)
    .innerJoin(users, eq(users.id, guardians.guardianUserId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(eq(guardians.profileUserId, profileUserId), inArray(guardians.role, ['owner', 'manage'])))
    .orderBy(users.id);
}

/**
 * After the change is saved, so the answer does not wait; a failed mail is logged. `write` answers
 * nothing when there is no longer anything to say (a refusal undone meanwhile). Each managing guardian
 * gets it too, in their own language, once per shared address.
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
        domain: users.domain,
        refusal: profiles.refusal,
        numberCheckAskedAt: profiles.numberCheckAskedAt,
        userId: users.id,
        emailChoice: notificationSettings.email,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(profiles.id, profileId));
    if (!owner) return;
    const readers = [owner, ...(await guardiansWhoManage(deps.db, owner.userId))];
    const sent = new Set<string>();
    for (const reader of readers) {
      if (!reader.email || reader.emailChoice === 'off') continue;
      const address = reader.email.toLowerCase();
      if (sent.has(address)) continue;
      sent.add(address);
      const language = reader.language ?? 'en';
      const site = siteOf(deps.config, owner.domain, language);
      // A guardian is never the candidate.
      const profileFor =
        reader === owner || isForSomeoneElse(owner.profileFor) ? owner.profileFor : 'relative';
      const mail = write({ ...owner, profileFor, language, email: reader.email, site });
      if (!mail) return;
      const { headers, pageUrl } = unsubscribeParts(deps.config, {
        userId: reader.userId,
        domain: owner.domain,
      });
      const footer = whyFooter(
        language,
        site,
        reader.emailChoice ?? 'instant',
        `${site.url}/notifications/settings`,
        pageUrl,
      );
      await deps.mailer.send({
        to: reader.email,
        fromName: site.name,
        ...mail,
        text: [mail.text, '', ...footer].join('\n'),
        headers,
      });
    }
  };
  send().catch((error: unknown) => deps.log.error({ err: error, profileId }, `${what} could not be mailed`));
}
