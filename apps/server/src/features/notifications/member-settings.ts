import type {
  EmailFrequency,
  Language,
  NotificationSettings,
  NotificationSettingsResponse,
  ProfileFor,
} from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notificationSettings, profiles, users } from '../../db/schema.js';

/** What the senders need of a member: where to write, in which language, and what they chose. */
export interface Recipient {
  userId: number;
  language: Language;
  profileFor: ProfileFor | null;
  name: string | null;
  email: string | null;
  emailVerified: boolean;
  /** The member's choice, or the default: daily with a verified address, off without one. */
  frequency: EmailFrequency;
  push: boolean;
}

/** Mail goes only to an address the member proved theirs, or one they asked us to write to. */
export const EFFECTIVE_FREQUENCY = sql<EmailFrequency>`coalesce(${notificationSettings.email}, case when ${profiles.emailVerifiedAt} is not null then 'daily' else 'off' end)`;

export const recipientFields = {
  userId: users.id,
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

const answer = (recipient: Recipient): NotificationSettingsResponse => ({
  email: recipient.email ? recipient.frequency : 'off',
  push: recipient.push,
  email_verified: recipient.emailVerified,
});

/** `GET /api/me/notification-settings`. */
export async function readNotificationSettings(
  db: DbOrTx,
  userId: number,
): Promise<NotificationSettingsResponse> {
  const recipient = await findRecipient(db, userId);
  return recipient ? answer(recipient) : { email: 'off', push: false, email_verified: false };
}

/** `POST /api/me/notification-settings`: the member's choice, kept until they change it. */
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

/** The one-click unsubscribe: e-mail off, push as it was. */
export async function turnEmailOff(db: DbOrTx, userId: number): Promise<void> {
  // An account erased since the mail was sent: nothing is left to mail, nothing to write.
  await db.execute(sql`
    insert into notification_settings (user_id, email, push)
    select id, 'off', false from users where id = ${userId}
    on conflict (user_id) do update set email = 'off', updated_at = now()`);
}
