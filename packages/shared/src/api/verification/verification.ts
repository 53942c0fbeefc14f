import { z } from 'zod';
import { latinDigits } from '../../digits.js';
import { withoutControlCharacters } from '../../fields.js';
import { carriesIdentityNumber } from '../../identity-numbers.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { successBodySchema } from '../common.js';
import { databaseId } from '../database-id.js';
import { badgeSchema, badgesSchema } from './badges.js';

/** How long a code sent to a mobile may be used, how often it may be tried, and sent. */
export const MOBILE_CODE_RULES = {
  digits: 6,
  validMinutes: 10,
  tries: 5,
  sendsPerDay: 3,
} as const;

/** `POST /api/me/verify-mobile`: a code is on its way to the account's mobile. */
export const verifyMobileResponseSchema = z.object({
  Status: z.literal('Success'),
  /** The number it was sent to, all but its last two digits hidden. */
  sent_to: z.string(),
  /** ISO 8601. */
  expires_at: z.string(),
  /** Sends left today for this number. */
  sends_left: z.number().int(),
});
export type VerifyMobileResponse = z.infer<typeof verifyMobileResponseSchema>;

/**
 * `POST /api/me/verify-mobile/confirm`: the code as typed, in any script's digits, spaces allowed
 * (the ones a phone's keyboard or a copied SMS puts between digits); any other character inside,
 * a control character above all, makes it invalid.
 */
export const confirmMobileRequestSchema = z.strictObject({
  code: z
    .string({ error: M.required })
    .max(20, { error: M.invalidValue })
    .transform((value) =>
      latinDigits(value)
        .trim()
        .replace(/[ \u00a0\u2007\u2009\u202f]/g, ''),
    )
    .pipe(z.string().regex(/^\d{6}$/, { error: M.invalidCode })),
});
export type ConfirmMobileRequest = z.input<typeof confirmMobileRequestSchema>;

export const confirmMobileResponseSchema = z.object({ Status: z.literal('Success'), badges: badgesSchema });

/** The documents an operator may say they looked at. */
export const ID_TYPES = ['aadhaar', 'pan', 'voter_id', 'passport', 'driving_licence'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** The checks an operator makes by hand. */
export const OPERATOR_CHECKS = ['operator_call', 'id_seen'] as const;
export type OperatorCheck = (typeof OPERATOR_CHECKS)[number];

const note = withoutControlCharacters(
  z.string({ error: M.invalidValue }).trim().max(300, { error: M.tooLong, abort: true }),
  { multiline: false },
)
  .refine((text) => !carriesIdentityNumber(text), { error: M.identityNumberInNote })
  .optional();

/**
 * At most the last four characters of a document, spaces and dashes aside. More is refused, never
 * cut: a whole number pasted is the operator's slip to see, not one to keep a part of unseen.
 * The web's field checks with this before anything is sent.
 */
export const idLast4Schema = z
  .string({ error: M.invalidValue })
  .transform((value) => latinDigits(value).replace(/[\p{Zs}\p{Pd}]/gu, ''))
  .pipe(
    z
      .string()
      .max(4, { error: M.idLast4TooLong, abort: true })
      .regex(/^[A-Za-z0-9]{1,4}$/, { error: M.identityNumber }),
  );

/**
 * `POST /api/admin/profile/{profileId}/verification`. Of a document only its type and at most its last
 * four characters: any other key, or more characters, refuses the whole request.
 */
export const operatorVerificationRequestSchema = z
  .strictObject({
    kind: z.enum(OPERATOR_CHECKS, { error: M.invalidValue }),
    note,
    id_type: z.enum(ID_TYPES, { error: M.invalidValue }).optional(),
    id_last4: idLast4Schema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'id_seen' && !body.id_type) {
      ctx.addIssue({ code: 'custom', path: ['id_type'], message: M.required });
    }
    if (body.kind !== 'id_seen' && (body.id_type || body.id_last4)) {
      ctx.addIssue({ code: 'custom', path: ['id_type'], message: M.invalidValue });
    }
  });
export type OperatorVerificationRequest = z.input<typeof operatorVerificationRequestSchema>;

/** `DELETE /api/admin/profile/{profileId}/verification`: which check to withdraw. */
export const withdrawVerificationRequestSchema = z.strictObject({
  kind: z.enum(['operator_call', 'id_seen', 'mobile', 'photo'], { error: M.invalidValue }),
});

export const adminVerificationResponseSchema = z.object({
  Status: z.literal('Success'),
  profile_id: z.number().int(),
  badges: badgesSchema,
});

/**
 * `GET /api/admin/profile/{profileId}/verification`: a profile's badges as the operator sees them,
 * oldest first: when, by whom (the operator's account name, or none for a code the member typed),
 * the operator's note, and of a document seen its type and at most its last four characters.
 */
export const adminProfileBadgesSchema = z.object({
  profile_id: z.number().int(),
  mid: z.string(),
  name: z.string(),
  /** Made by the seed: never verified. */
  demo: z.boolean(),
  badges: z.array(
    badgeSchema.extend({
      /** The operator who made the check; null for a code, or when that account is gone. */
      operator_name: z.string().nullable(),
      note: z.string().nullable(),
      id_type: z.enum(ID_TYPES).nullable(),
      id_last4: z.string().nullable(),
    }),
  ),
});
export type AdminProfileBadges = z.infer<typeof adminProfileBadgesSchema>;

/** Multipart field of `POST /api/me/verify-photo`. */
export const SELFIE_UPLOAD_FIELD = 'selfie';

/** What the member is asked to do on the selfie: the operator compares it with the photo. */
export const SELFIE_GESTURES = [
  'three_fingers',
  'two_fingers_victory',
  'thumbs_up',
  'open_palm',
  'hand_on_head',
  'point_to_ear',
] as const;
export type SelfieGesture = (typeof SELFIE_GESTURES)[number];

/** `GET /api/me/verification`: my badges, and what the photo check waits for. */
export const myVerificationSchema = z.object({
  badges: badgesSchema,
  /** The gesture the next selfie must show; the same until a selfie is sent. */
  gesture: z.enum(SELFIE_GESTURES),
  /** A selfie waits for the operator. */
  selfie_waiting: z.boolean(),
  /** The mobile the code goes to, all but its last two digits hidden. */
  mobile: z.string(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** The operator's queue of selfies, oldest first, each beside the profile's photos. */
export const selfieQueueSchema = z.object({
  rows: z.array(
    z.object({
      selfie_id: z.number().int(),
      profile_id: z.number().int(),
      mid: z.string(),
      name: z.string(),
      gesture: z.enum(SELFIE_GESTURES),
      /** Signed, short-lived; the operator's eyes only. */
      selfie_url: z.string(),
      photos: z.array(z.object({ large: z.string() })),
      sent_at: z.string(),
    }),
  ),
  count: z.number().int(),
});
export type SelfieQueue = z.infer<typeof selfieQueueSchema>;

export const decideSelfieRequestSchema = z.strictObject({
  selfie_id: databaseId,
  decision: z.enum(['approve', 'refuse'], { error: M.invalidValue }),
});

export const verifyPhotoResponseSchema = successBodySchema;
