import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { profiles, shortlists } from '../../db/schema.js';

// What a member gets of a profile they may list or view. Mobiles, e-mail, address and birth time
// are not among these columns: search and view never read what they must not return. Those come
// only with a download (contactableBy), from the subscriptions feature.

/** The columns a list item is built from. */
export const LIST_ITEM_COLUMNS = {
  id: profiles.id,
  mid: profiles.mid,
  name: profiles.name,
  surname: profiles.surname,
  community: profiles.community,
  city: profiles.city,
  dateOfBirth: profiles.dateOfBirth,
  height: profiles.height,
  complexion: profiles.complexion,
  bodyType: profiles.bodyType,
  physicalStatus: profiles.physicalStatus,
  maritalStatus: profiles.maritalStatus,
  foodHabits: profiles.foodHabits,
  about: profiles.about,
  birthStar: profiles.birthStar,
  raasi: profiles.raasi,
  padham: profiles.padham,
  birthPlace: profiles.birthPlace,
  education: profiles.education,
  educationDesc: profiles.educationDesc,
  profession: profiles.profession,
  position: profiles.position,
  annualIncome: profiles.annualIncome,
  workLocation: profiles.workLocation,
  fatherName: profiles.fatherName,
  fatherAlive: profiles.fatherAlive,
  motherName: profiles.motherName,
  motherAlive: profiles.motherAlive,
  fatherOccupation: profiles.fatherOccupation,
  motherOccupation: profiles.motherOccupation,
  sisters: profiles.sisters,
  sistersMarried: profiles.sistersMarried,
  brothers: profiles.brothers,
  brothersMarried: profiles.brothersMarried,
  familyStatus: profiles.familyStatus,
  propertyDetails: profiles.propertyDetails,
  aboutFamily: profiles.aboutFamily,
  demo: profiles.demo,
};

/** What the profile view reads beyond a list item. */
export const VIEW_COLUMNS = {
  gender: profiles.gender,
  domain: profiles.domain,
  status: profiles.status,
  gothram: profiles.gothram,
  language: profiles.language,
  state: profiles.state,
  country: profiles.country,
  weight: profiles.weight,
  expectation: profiles.expectation,
  dhosam: profiles.dhosam,
  contactVisibility: profiles.contactVisibility,
};

/** The photo rule: a member sees others' photos only once they have one of their own; an admin always. */
export function maySeePhotosOfOthers(viewer: AuthUser): boolean {
  return viewer.role === 'ADMIN' || viewer.hasPhoto;
}

/** Who asks: the member's account and own profile (placeholders in a prepared statement). */
export interface PhotoViewer {
  id: number | Placeholder;
  profileId: number | null | Placeholder;
}

/**
 * Whose photos a member sees, of a profile they may see: every member's, unless its owner shows
 * them only to members they shortlisted (`photo_visibility = 'shortlisted'`). The owner sees their
 * own. `viewer.profileId` is the viewer's own profile, the one the owner may have shortlisted.
 */
export function photosShownTo(viewer: PhotoViewer): SQL<boolean> {
  return sql<boolean>`("profiles"."photo_visibility" = 'members' or "profiles"."user_id" = ${viewer.id}::int
    or exists (select 1 from ${shortlists} as own
      where own.user_id = "profiles"."user_id" and own.profile_id = ${viewer.profileId}::int))`;
}

/** The photo rule of the public pages (featured thumbnails): only photos shown to every member. */
export const PHOTOS_SHOWN_TO_ALL = sql<boolean>`"profiles"."photo_visibility" = 'members'`;

/** Of a photo, what its signed URLs are made from. */
export interface PhotoKeys {
  shortKey: string;
  largeKey: string;
  urlKey: string;
  caption: string | null;
}

/**
 * The profile's photos a viewer gets, oldest first, as a column of its own row: none unless `photos`
 * (`maySeePhotosOfOthers`) and the owner shows them to this viewer (`photosShownTo`). A member gets
 * only the photos the operator approved (the owner too, here: the view shows what others see); an
 * admin gets every photo.
 */
export function photosFor(
  viewer: PhotoViewer,
  photos: boolean | Placeholder,
  admin: boolean,
): SQL<PhotoKeys[]> {
  const approved = admin ? sql`` : sql` and ph.approved`;
  const shown = admin ? sql`` : sql` and ${photosShownTo(viewer)}`;
  return sql<PhotoKeys[]>`case when ${photos}::boolean${shown} then coalesce((
    select json_agg(json_build_object('shortKey', ph.short_key, 'largeKey', ph.large_key,
      'urlKey', ph.url_key, 'caption', ph.caption) order by ph.id)
    from "photos" as ph where ph.profile_id = "profiles"."id"${approved}), '[]'::json)
    else '[]'::json end`;
}
