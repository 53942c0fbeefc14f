import { z } from 'zod';
import { DOMAINS } from '../../domains.js';
import { basicSection } from '../../profile-sections/basic.js';
import { familySection } from '../../profile-sections/family.js';
import { horoscopeSection } from '../../profile-sections/horoscope.js';
import { personalSection } from '../../profile-sections/personal.js';
import { workSection } from '../../profile-sections/work.js';
import { cardMatchSchema } from '../horoscope/profile-match.js';
import { INTEREST_STATUSES } from '../interests/interests.js';
import { activityBandSchema } from '../married/activity.js';
import { CONTACT_VISIBILITIES } from '../privacy/privacy-settings.js';
import { badgesSchema } from '../verification/badges.js';

// What one member may see of another. Mobile numbers, e-mail, address, birth time and horoscope
// files are deliberately not keys of these schemas: z.object drops unknown keys when a response is
// serialised, so a row that carries them by mistake still cannot send them. They are only in the
// download response (api/subscriptions/download-profile.ts).

const text = z.string().nullable();

export const profilePhotoSchema = z.object({
  short: z.string(),
  large: z.string(),
  url: z.string(),
  caption: text,
});
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;

// Of each section, the fields a list item shows: the spec's, of those others may see at all
// (`notIn.view`). The view adds every other field others may see (`profileViewSchema`).
export const BASIC_LIST_FIELDS = ['name', 'surname', 'community', 'city', 'date_of_birth'] as const;
export const PERSONAL_LIST_FIELDS = [
  'complexion',
  'body_type',
  'physical_status',
  'marital_status',
  'food_habits',
  'about',
] as const;
export const HOROSCOPE_LIST_FIELDS = ['birth_star', 'raasi', 'padham', 'birth_place'] as const;

const only = <N extends string>(names: readonly N[]) =>
  Object.fromEntries(names.map((name) => [name, true])) as { [K in N]: true };

/** Of a section, the fields others may see that a list item does not show. */
function beyondList<N extends string, L extends string>(shown: N[], listed: readonly L[]): Exclude<N, L>[] {
  return shown.filter((name): name is Exclude<N, L> => !(listed as readonly string[]).includes(name));
}
export const BASIC_VIEW_FIELDS = beyondList(basicSection.shownIn('view'), BASIC_LIST_FIELDS);
export const PERSONAL_VIEW_FIELDS = beyondList(personalSection.shownIn('view'), PERSONAL_LIST_FIELDS);
export const HOROSCOPE_VIEW_FIELDS = beyondList(horoscopeSection.shownIn('view'), HOROSCOPE_LIST_FIELDS);
export const WORK_VIEW_FIELDS = workSection.shownIn('view');
export const FAMILY_VIEW_FIELDS = familySection.shownIn('view');

export const profilePersonalSchema = personalSection.response
  .pick(only(PERSONAL_LIST_FIELDS))
  .extend({ height_ft: text });
export const profileHoroscopeSchema = horoscopeSection.response.pick(only(HOROSCOPE_LIST_FIELDS));
export const profileWorkSchema = workSection.response.pick(only(WORK_VIEW_FIELDS));
export const profileFamilySchema = familySection.response.pick(only(FAMILY_VIEW_FIELDS));

/**
 * The latest interest between the viewer and a profile, either way, as the viewer reads it; null
 * when there is none (and for an admin). `direction` is the viewer's side: `sent` by them or
 * `received` from the profile; `status` as the boxes read it (`expired`: unanswered for 30 days).
 */
export const interestWithViewerSchema = z
  .object({
    interest_id: z.number().int(),
    direction: z.enum(['sent', 'received']),
    status: z.enum(INTEREST_STATUSES),
  })
  .nullable();
export type InterestWithViewer = z.infer<typeof interestWithViewerSchema>;

/** A row of `POST /api/profile/recent/{page}` (spec section 3, without the gated fields). */
export const profileListItemSchema = z.object({
  profile_id: z.number().int(),
  mid: z.string(),
  name: z.string(),
  age: z.number().int(),
  surname: z.string(),
  community: z.string(),
  city: z.string(),
  personal: profilePersonalSchema,
  horoscope: profileHoroscopeSchema,
  work: profileWorkSchema,
  family: profileFamilySchema,
  /** Empty when the viewer has no photo of their own (the list then says `photo_nudge: true`). */
  photos: z.array(profilePhotoSchema),
  /** 'YYYY-MM-DD' */
  dob: z.string(),
  hasShortlisted: z.boolean(),
  /** The note the viewer's family keeps with its shortlist (issue 53); only they read it. */
  shortlist_note: z.string().nullable(),
  /** The porutham count and verdict and the guna total with the member searching; null for admins. */
  horoscope_match: cardMatchSchema,
  /** A synthetic member made by `npm run seed`, shown with a "Demo" badge. */
  demo: z.boolean(),
  /** What was checked of this profile, when and by whom (never of a demo member). */
  badges: badgesSchema,
  /** The latest interest between the viewer and this profile, so a card offers only what may follow. */
  interest: interestWithViewerSchema,
  /**
   * How recently the profile was used: a band, changing at most once a day. Absent when its owner
   * hides it, and for a viewer who hides their own.
   */
  activity: activityBandSchema.optional(),
});
export type ProfileListItem = z.infer<typeof profileListItemSchema>;

/**
 * `GET /api/profile/view/{profileId}`: the list item with the rest of the ungated details. The
 * horoscope match has a call of its own there (`GET /api/profile/match/{profileId}`).
 */
export const profileViewSchema = profileListItemSchema.omit({ horoscope_match: true }).extend({
  gender: z.enum(['Male', 'Female']),
  domain: z.enum(DOMAINS),
  /** Profile status code; always 200 (Approved) unless the viewer is the owner or an admin. */
  status: z.number().int(),
  ...basicSection.response.pick(only(BASIC_VIEW_FIELDS)).omit({ gender: true }).shape,
  // Every saved profile has these.
  state: z.string(),
  country: z.string(),
  personal: profilePersonalSchema.extend(personalSection.response.pick(only(PERSONAL_VIEW_FIELDS)).shape),
  horoscope: profileHoroscopeSchema.extend(horoscopeSection.response.pick(only(HOROSCOPE_VIEW_FIELDS)).shape),
  /** Which rule gives its mobiles: any subscriber, or one whose interest it accepted (or who accepted its). */
  contact_visibility: z.enum(CONTACT_VISIBILITIES),
  /** The operator registered it for a family who has not set their own password yet. */
  registered_by_operator: z.boolean(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;
