import { z } from 'zod';
import { withoutControlCharacters } from '../../fields.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';

/**
 * What is worth a notice to a member (issue 40). Interests and the operator's decisions are mailed
 * at once to members who chose `instant`; the rest, and everything for `daily` and `weekly`, wait
 * for the digest. `new_matches` is never a row of its own: the digest counts them when it is written.
 */
export const NOTIFICATION_KINDS = [
  'interest_received',
  'interest_accepted',
  'interest_declined',
  'profile_approved',
  'profile_rejected',
  'profile_changes_approved',
  'subscription_granted',
  'subscription_ending',
  'subscription_ended',
  'refund_decided',
  'confirm_number',
  'message_received',
  'marriage_to_confirm',
  'story_to_consent',
  'story_published',
  'story_rejected',
  'melava_confirmed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds mailed at once to a member who chose `instant`: interests and decisions about them. */
export const INSTANT_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'interest_received',
  'interest_accepted',
  'interest_declined',
  'profile_approved',
  'profile_rejected',
  'profile_changes_approved',
  'refund_decided',
  'message_received',
  'marriage_to_confirm',
  'story_to_consent',
  'melava_confirmed',
];

/**
 * What a notice carries besides its kind: the other family's member id for interests, the outcome
 * of a refund, the end of a subscription. Never a name, a number or anything a member typed.
 */
export const notificationDataSchema = z.object({
  mid: z.string().optional(),
  profile_id: z.number().int().optional(),
  interest_id: z.number().int().optional(),
  refunded: z.boolean().optional(),
  end_date: z.string().optional(),
  downloads: z.number().int().optional(),
  subscription_id: z.number().int().optional(),
  /** A message unread for 10 minutes: its conversation, never its text. */
  conversation_id: z.number().int().optional(),
  /** A melava registration confirmed once its fee arrived: the event, and the candidate's number there. */
  event_id: z.number().int().optional(),
  number: z.number().int().optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  created_at: z.string(),
  read_at: z.string().nullable(),
  data: notificationDataSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/me/notifications/{page}`: newest first, 20 a page, and how many are unread in all. */
export const notificationListSchema = z.object({
  rows: z.array(notificationSchema),
  count: z.number().int(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

const MAX_IDS = 100;

/** `POST /api/me/notifications/read`: some notices by id, or all of them. */
export const markNotificationsReadRequestSchema = z.union(
  [
    z.object({
      ids: z
        .array(
          z
            .number({ error: M.invalidValue })
            .int()
            .positive()
            .max(2 ** 53),
          { error: M.invalidValue },
        )
        .min(1, { error: M.invalidValue })
        .max(MAX_IDS, { error: M.invalidValue }),
    }),
    z.object({ all: z.literal(true, { error: M.invalidValue }) }),
  ],
  { error: M.invalidValue },
);
export type MarkNotificationsReadRequest = z.input<typeof markNotificationsReadRequestSchema>;

export const markNotificationsReadResponseSchema = z.object({
  Status: z.literal('Success'),
  unread: z.number().int(),
});

export const EMAIL_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

/** `GET/POST /api/me/notification-settings`. */
export const notificationSettingsSchema = z.object({
  email: z.enum(EMAIL_FREQUENCIES, { error: M.invalidValue }),
  push: z.boolean({ error: M.invalidValue }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** What the settings answer besides the choice: whether mail can reach the member at all. */
export const notificationSettingsResponseSchema = notificationSettingsSchema.extend({
  /** Whether the profile has an address at all: without one every mail choice answers 'off'. */
  has_email: z.boolean(),
  email_verified: z.boolean(),
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/** A push service's address: always HTTPS (browsers give no other). */
function isPushEndpoint(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

const base64url = z
  .string({ error: M.invalidValue })
  .regex(/^[A-Za-z0-9_=-]{1,200}$/, { error: M.invalidValue });

/** `POST /api/me/push-subscriptions`: the browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: withoutControlCharacters(
    z.string({ error: M.invalidValue }).max(1000, { error: M.tooLong }),
  ).refine(isPushEndpoint, { error: M.invalidValue }),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

/** `DELETE /api/me/push-subscriptions`: the endpoint to stop. */
export const deletePushSubscriptionRequestSchema = z.object({
  endpoint: withoutControlCharacters(z.string({ error: M.invalidValue }).max(1000, { error: M.tooLong })),
});

/** `GET /api/push/key`: the server's VAPID public key, for the browser's `subscribe`. */
export const pushKeySchema = z.object({ public_key: z.string() });

/** `POST /api/notifications/unsubscribe?token=`: the signed link of a mail, no login. */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: M.invalidValue }).regex(/^\d{1,10}\.[A-Za-z0-9_-]{20,100}$/, {
    error: M.invalidValue,
  }),
});
