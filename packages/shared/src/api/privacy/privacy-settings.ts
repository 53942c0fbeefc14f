import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../../messages.js';
import { PAUSE_REASONS } from '../married/idle.js';

/** Who sees a member's photos: every member who may see the profile, or only those the member shortlisted. */
export const PHOTO_VISIBILITIES = ['members', 'shortlisted'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];

/**
 * Who may download a member's mobile numbers: every subscriber (the spec's rule), or only a
 * subscriber with whom the member has an accepted interest, in either direction.
 */
export const CONTACT_VISIBILITIES = ['subscribers', 'accepted'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];

/** `GET /api/me/privacy`, and what `POST /api/me/privacy` answers. */
export const privacySettingsSchema = z.object({
  /** Hidden from search, featured and the public page; view and download answer 404 to others. */
  paused: z.boolean(),
  photo_visibility: z.enum(PHOTO_VISIBILITIES),
  /**
   * Whether the public page that lists profiles by date of birth (no login needed) names this one,
   * with its gender and city. On unless the member says no, as the spec has it.
   */
  public_dob_listing: z.boolean(),
  contact_visibility: z.enum(CONTACT_VISIBILITIES),
  /** Whether the operator may print the profile in a booklet for a community gathering; off unless chosen. */
  printed_lists: z.boolean(),
  /** Whether others see how recently the member used the site; off, the member sees nobody's. */
  show_activity: z.boolean(),
  /** Why the profile is paused (null while listed): the member's choice, inactivity, or a dead number. */
  paused_for: z.enum(PAUSE_REASONS).nullable(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** `POST /api/me/privacy`: any of the settings; what is left out stays as it is. */
export const updatePrivacyRequestSchema = z
  .object({
    paused: z.boolean({ error: M.invalidValue }).optional(),
    photo_visibility: z.enum(PHOTO_VISIBILITIES, { error: M.invalidValue }).optional(),
    public_dob_listing: z.boolean({ error: M.invalidValue }).optional(),
    contact_visibility: z.enum(CONTACT_VISIBILITIES, { error: M.invalidValue }).optional(),
    printed_lists: z.boolean({ error: M.invalidValue }).optional(),
    show_activity: z.boolean({ error: M.invalidValue }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: M.required });
export type UpdatePrivacyRequest = z.input<typeof updatePrivacyRequestSchema>;
