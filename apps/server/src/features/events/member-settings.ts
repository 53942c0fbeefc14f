import type {
  Domain,
  EmailFrequency,
  Language,
  NotificationSettings,
  NotificationSettingsResponse,
  ProfileFor,
} from '@varmala/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { guardians, notificationSettings, profiles, users } from '../../db/schema.js';

export interface Recipient {
  userId: number;
  domain: Domain;
  language: Language;
  profileFor: ProfileFor | null;
  name: string | null;
  email: string | null;
  emailVerified: boolean;
  /** The default: daily with a verified address, off without one. */
  frequency: EmailFrequency;
  push: boolean;
}

/** Only to an address the member proved theirs, or one they asked us to write to. */
export const EFFECTIVE_FREQUENCY = sql<EmailFrequency>`coalesce(${notificationSettings.email}, case when ${profiles.emailVerifiedAt} is not null then 'daily' else 'off' end)`;

export const recipientFields = {
  userId: users.id,
  domain: users.domain,
  language: sql<Language>`coalesce(${users.language}, 'en')`,
  profileFor: users.profileFor,
  name: profiles.name,
  email: profiles.email,
  emailVerified: sql<boolean>`${profiles.emailVerifiedAt} is not null`,
  frequency: EFFECTIVE_FREQUENCY,
  push: sql<boolean>`coalesce(${notificationSettings.push}, false)`,
};

export async function findRecipient(db: DbOrTx, userId: number): Promise<Recipient | undefined> {
  const [row] = await db
    .select(recipientFields)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return { ...row, emailVerified: Boolean(row.emailVerified), push: Boolean(row.push) };
}

/** Never a `view` guardian; each in their own language and by their own choice. */
export async function findManagingGuardians(db: DbOrTx, profileUserId: number): Promise<Recipient[]> {
  const rows = await db
    .select(recipientFields)
    .from(guardians)
    .innerJoin(users, eq(users.id, guardians.guardianUserId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(eq(guardians.profileUserId, profileUserId), inArray(guardians.role, ['owner', 'manage'])))
    .orderBy(users.id);
  return rows.map((row) => ({ ...row, emailVerified: Boolean(row.emailVerified), push: Boolean(row.push) }));
}

const answer = (recipient: Recipient): NotificationSettingsResponse => ({
  email: recipient.email ? recipient.frequency : 'off',
  push: recipient.push,
  has_email: Boolean(recipient.email),
  email_verified: recipient.emailVerified,
});

export async function readNotificationSettings(
  db: DbOrTx,
  userId: number,
): Promise<NotificationSettingsResponse> {
  const recipient = await findRecipient(db, userId);
  return recipient
    ? answer(recipient)
    : { email: 'off', push: false, has_email: false, email_verified: false };
}

export async function saveNotificationSettings(
  db: DbOrTx,
  userId: number,
  settings: NotificationSettings,
): Promise<NotificationSettingsResponse> {
  await db
    .insert(notificationSettings)
    .values({ userId, email: settings.email, push: settings.push })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { email: settings.email, push: settings.push, updatedAt: sql`now()` },
    });
  return readNotificationSettings(db, userId);
}

/** E-mail off, push as it was. */
export async function turnEmailOff(db: DbOrTx, userId: number): Promise<void> {
  // An account erased since the mail was sent: nothing to write.
  await db.execute(sql`
    insert into notification_settings (user_id, email, push)
    select id, 'off', false from users where id = ${userId}
    on conflict (user_id) do update set email = 'off', updated_at = now()`);
}
