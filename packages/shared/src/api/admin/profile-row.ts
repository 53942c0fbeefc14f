import { z } from 'zod';
import { DOMAINS } from '../../domains.js';
import { withoutControlCharacters } from '../../fields.js';
import { PAUSE_REASONS } from '../married/idle.js';
import { refusalSchema } from './refusal.js';

/**
 * What waits for the operator's review of an Approved profile: the new values of the reviewed basic
 * fields, and how many photos others do not see yet. Setting status 200 again approves it all.
 */
/** A `review_key` as the operator's requests send it back: refused with a control character like any text. */
export const reviewKeySchema = withoutControlCharacters(z.string().max(64));

export const pendingChangesSchema = z.object({
  name: z.string().optional(),
  surname: z.string().optional(),
  /** 'YYYY-MM-DD' */
  date_of_birth: z.string().optional(),
  gender: z.enum(['Male', 'Female']).optional(),
  photos: z.number().int(),
  /**
   * Names exactly what waits (the values and which photos). The operator's approval sends it back,
   * so a change the member makes after the operator looked is refused (409), not approved unseen.
   */
  review_key: z.string(),
});
export type PendingChanges = z.infer<typeof pendingChangesSchema>;

/** A row of the operator's profile list (spec section 3, "Admin profile row"). */
export const adminProfileRowSchema = z.object({
  profile_id: z.number().int(),
  mid: z.string(),
  name: z.string(),
  surname: z.string(),
  gender: z.enum(['Male', 'Female']),
  /** 'YYYY-MM-DD' */
  dob: z.string(),
  city: z.string(),
  domain: z.enum(DOMAINS),
  /** Status code (0 Unverified ... 501 Duplicate). */
  status: z.number().int(),
  /** The status's English label ('Approved'); translated for display by the client. */
  status_label: z.string(),
  /** Only ever true for Approved profiles whose member agreed. */
  is_featured: z.boolean(),
  /** The member agreed to appear on the home page: without it the profile cannot be featured. */
  featured_consent: z.boolean(),
  /** Null when nothing waits (and for profiles not Approved, which wait as a whole). */
  pending_changes: pendingChangesSchema.nullable(),
  /** Set while the profile is Rejected or Duplicate; null otherwise. */
  refusal: refusalSchema.nullable(),
  /** Why the profile is paused; null while it is listed. */
  paused_for: z.enum(PAUSE_REASONS).nullable(),
  /** The operator registered it for a family who has not set their own password yet. */
  registered_by_operator: z.boolean(),
});
export type AdminProfileRow = z.infer<typeof adminProfileRowSchema>;

/** What a status or featured change answers: the row as it now is, so the list can show it. */
export const adminProfileChangeResponseSchema = z.object({
  Status: z.literal('Success'),
  Message: z.string(),
  profile: adminProfileRowSchema,
});
export type AdminProfileChangeResponse = z.infer<typeof adminProfileChangeResponseSchema>;
