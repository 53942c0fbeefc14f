import { z } from 'zod';
import { SHORTLIST_NOTE_MAX } from '../../family-limits.js';
import { mobileNumber, withoutControlCharacters } from '../../fields.js';
import { optionalText } from '../../free-text.js';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { PROFILE_FOR_VALUES } from '../../profile-for.js';
import { databaseId } from '../database-id.js';

/**
 * One family, one login (issue 53): a guardian runs several profiles, each still its own account
 * with its own approval, limits and subscription. `owner` added the profile (or it is the login's
 * own); `manage` may do everything the profile may; `view` reads and writes nothing.
 */
export const GUARDIAN_ROLES = ['owner', 'manage', 'view'] as const;
export type GuardianRole = (typeof GUARDIAN_ROLES)[number];

/** The roles an invitation may give: there is one owner, the one who added the profile. */
export const INVITED_ROLES = ['manage', 'view'] as const;

export {
  FAMILY_INVITE_DAYS,
  FAMILY_INVITES_PER_DAY,
  FAMILY_PROFILES_MAX,
  SHORTLIST_NOTE_MAX,
} from '../../family-limits.js';

/** Who sent an interest: the candidate themself, or the family acting for them. */
export const SENT_BY = ['candidate', 'family'] as const;
export type SentBy = (typeof SENT_BY)[number];

export const familyProfileSchema = z.object({
  user_id: z.number().int(),
  /**
   * A profile the family added has its id from the start; an account's own profile, once its
   * basic step is saved. The profile exists (and `mid` is set) once its basic step is saved.
   */
  profile_id: z.number().int().nullable(),
  /** Null until the profile's basic step is saved. */
  mid: z.string().nullable(),
  name: z.string().nullable(),
  gender: z.enum(['Male', 'Female']).nullable(),
  status: z.number().int().nullable(),
  profile_for: z.enum(PROFILE_FOR_VALUES).nullable(),
  /** The logged-in guardian's role for this profile. */
  role: z.enum(GUARDIAN_ROLES),
  /** The candidate logs in to this profile with their own mobile. */
  candidate_login: z.boolean(),
});
export type FamilyProfile = z.infer<typeof familyProfileSchema>;

export const familyGuardianSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  /** Only the last four digits: the rest of the number is the guardian's own. */
  mobile_last4: z.string().nullable(),
  /** The strongest role they hold in the family; `profiles` says which profile has which. */
  role: z.enum(GUARDIAN_ROLES),
  /** The candidate of a profile, logging in with their own mobile. */
  is_candidate: z.boolean(),
  profiles: z.array(z.object({ user_id: z.number().int(), role: z.enum(GUARDIAN_ROLES) })),
});
export type FamilyGuardian = z.infer<typeof familyGuardianSchema>;

/** `GET /api/me/family`: the profiles the logged-in account runs, its own included, and who runs them. */
export const myFamilyResponseSchema = z.object({
  profiles: z.array(familyProfileSchema),
  guardians: z.array(familyGuardianSchema),
});
export type MyFamilyResponse = z.infer<typeof myFamilyResponseSchema>;

/** `POST /api/me/family/profiles`: a new profile the family runs, with no mobile or password of its own. */
export const addFamilyProfileRequestSchema = z.object({
  gender: z.enum(['Male', 'Female'], { error: M.required }),
  profile_for: z.enum(PROFILE_FOR_VALUES, { error: M.invalidValue }),
});
export type AddFamilyProfileRequest = z.input<typeof addFamilyProfileRequestSchema>;

/** Answered 201 with the id the profile has once its basic step is saved (acting for it). */
export const addFamilyProfileResponseSchema = z.object({
  user_id: z.number().int(),
  profile_id: z.number().int(),
});
export type AddFamilyProfileResponse = z.infer<typeof addFamilyProfileResponseSchema>;

/** `POST /api/me/family/switch/{userId}`: an access token acting for that profile. */
export const switchProfileResponseSchema = z.object({ token: z.string() });

/** `POST /api/me/family/invites`: the other parent (or a relative) asked to run a profile. */
export const familyInviteRequestSchema = z.object({
  user_id: databaseId,
  mobile: mobileNumber,
  role: z.enum(INVITED_ROLES, { error: M.invalidValue }),
});
export type FamilyInviteRequest = z.input<typeof familyInviteRequestSchema>;

export const familyInviteResponseSchema = z.object({
  Status: z.literal('Success'),
  /** ISO 8601. */
  expires_at: z.string(),
  /** The SMS driver took the text. */
  sms_sent: z.boolean(),
});
export type FamilyInviteResponse = z.infer<typeof familyInviteResponseSchema>;

/** `POST /api/family/invites/accept`: the token of the invitation's link, by the invited person logged in. */
export const acceptFamilyInviteRequestSchema = z.object({
  token: withoutControlCharacters(z.string().min(16).max(128)),
});
export type AcceptFamilyInviteRequest = z.input<typeof acceptFamilyInviteRequestSchema>;

export const acceptFamilyInviteResponseSchema = z.object({
  Status: z.literal('Success'),
  user_id: z.number().int(),
  role: z.enum(INVITED_ROLES),
});

/**
 * `DELETE /api/me/family/guardians/{userId}`: with the login's own id, `profile` names the one
 * profile it leaves (without it, it leaves every profile it was invited to).
 */
export const removeGuardianQuerySchema = z.object({ profile: databaseId.optional() });

/** `POST /api/me/family/candidate-login`: the candidate's own mobile, to which the claim link goes. */
export const candidateLoginRequestSchema = z.object({
  user_id: databaseId,
  mobile: mobileNumber,
});
export type CandidateLoginRequest = z.input<typeof candidateLoginRequestSchema>;

export const candidateLoginResponseSchema = z.object({
  Status: z.literal('Success'),
  /** ISO 8601. */
  expires_at: z.string(),
  sms_sent: z.boolean(),
});

/** `POST /api/profile/shortlist/note`: a note on a shortlisted profile, private to the profile's family. */
export const shortlistNoteRequestSchema = z.object({
  profile_id: databaseId,
  text: optionalText(SHORTLIST_NOTE_MAX, { multiline: true }),
});
export type ShortlistNoteRequest = z.input<typeof shortlistNoteRequestSchema>;

export const shortlistNoteResponseSchema = z.object({
  Status: z.literal('Success'),
  profile_id: z.number().int(),
  /** Null: the note was emptied. */
  text: z.string().nullable(),
});

/**
 * What becomes of each profile a guardian runs when they erase their own account: `erase` it too,
 * or `keep` it (only when its candidate has a login of their own or another guardian manages it).
 */
export const managedErasureSchema = z
  .record(z.string().regex(/^[1-9]\d{0,9}$/, { error: M.invalidValue }), z.enum(['erase', 'keep']))
  .optional();
