import {
  type CardMatch,
  heightFt,
  type ProfileListItem,
  type ProfilePhoto,
  type ProfileView,
} from '@varmala/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { expression } from '../../db/record.js';
import { profiles, shortlists } from '../../db/schema.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import type { ItemRow } from './search-query.js';
import type { ViewRow } from './view-profile.js';
import { photosShownTo } from './visibility.js';

// The columns a list item is built from. Mobiles, e-mail, address and birth time are not among
// them: search and view never read what they must not return.
const itemColumns = {
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
export const viewColumns = {
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
};

/** Age in whole years on the database's today, so filters and the shown age agree. */
export const ageInYears = sql<number>`extract(year from age(current_date, ${profiles.dateOfBirth}))::int`;

/**
 * Whether the member shortlisted the profile of the outer query. Written out in full: drizzle leaves
 * columns of a select list unqualified, and the outer id must not be read as a column of the subquery.
 */
export function shortlistedBy(userId: number | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${shortlists} as sl where sl.user_id = ${userId} and sl.profile_id = "profiles"."id")`;
}

/** Of a photo, what its signed URLs are made from. */
interface PhotoKeys {
  shortKey: string;
  largeKey: string;
  urlKey: string;
  caption: string | null;
}

/** Who asks: the member's account and own profile (placeholders in a prepared statement). */
export interface ItemViewer {
  id: number | Placeholder;
  profileId: number | null | Placeholder;
}

/**
 * The profile's photos, oldest first, as a column of its own row, when `photos` is true and the
 * profile's owner shows them to this viewer (`photosShownTo`). A member sees only the photos the
 * operator approved (the owner too, here: the view shows what others see); an admin sees every photo.
 */
function photosColumn(viewer: ItemViewer, photos: boolean | Placeholder, admin: boolean): SQL<PhotoKeys[]> {
  const approved = admin ? sql`` : sql` and ph.approved`;
  const shown = admin ? sql`` : sql` and ${photosShownTo(viewer)}`;
  return sql<PhotoKeys[]>`case when ${photos}::boolean${shown} then coalesce((
    select json_agg(json_build_object('shortKey', ph.short_key, 'largeKey', ph.large_key,
      'urlKey', ph.url_key, 'caption', ph.caption) order by ph.id)
    from "photos" as ph where ph.profile_id = "profiles"."id"${approved}), '[]'::json)
    else '[]'::json end`;
}

/**
 * What a list item is read from: its columns, the age, the viewer's shortlist mark and the photos.
 * Selected as one record per row (db/record.ts): 41 values a row read one by one were the largest
 * part of what the server spent on a search page.
 */
export function itemFields(viewer: ItemViewer, who: { photos: boolean | Placeholder; admin: boolean }) {
  return {
    ...itemColumns,
    age: expression(ageInYears, 'number'),
    hasShortlisted: expression(shortlistedBy(viewer.id), 'boolean'),
    photos: expression(photosColumn(viewer, who.photos, who.admin), 'json'),
  };
}

/** A row's photo keys as signed URLs. */
function signedPhotos(keys: PhotoKeys[], urls: MediaUrlSigner): ProfilePhoto[] {
  return keys.map((photo) => ({
    short: urls.urlFor(photo.shortKey),
    large: urls.urlFor(photo.largeKey),
    url: urls.urlFor(photo.urlKey),
    caption: photo.caption,
  }));
}

/** Field by field, never by spreading a row: a column added to the table does not reach a member. */
export function toListItem(row: ItemRow, urls: MediaUrlSigner, match: CardMatch): ProfileListItem {
  return {
    profile_id: row.id,
    mid: row.mid,
    name: row.name,
    age: row.age,
    surname: row.surname,
    community: row.community,
    city: row.city,
    personal: {
      height_ft: heightFt(row.height),
      complexion: row.complexion,
      body_type: row.bodyType,
      physical_status: row.physicalStatus,
      marital_status: row.maritalStatus,
      food_habits: row.foodHabits,
      about: row.about,
    },
    horoscope: {
      birth_star: row.birthStar,
      raasi: row.raasi,
      padham: row.padham,
      birth_place: row.birthPlace,
    },
    work: {
      education: row.education,
      education_desc: row.educationDesc,
      profession: row.profession,
      position: row.position,
      annual_income: row.annualIncome,
      work_location: row.workLocation,
    },
    family: {
      father_name: row.fatherName,
      father_alive: row.fatherAlive,
      mother_name: row.motherName,
      mother_alive: row.motherAlive,
      father_occupation: row.fatherOccupation,
      mother_occupation: row.motherOccupation,
      sisters: row.sisters,
      sisters_married: row.sistersMarried,
      brothers: row.brothers,
      brothers_married: row.brothersMarried,
      family_status: row.familyStatus,
      property_details: row.propertyDetails,
      about_family: row.aboutFamily,
    },
    photos: signedPhotos(row.photos, urls),
    dob: row.dateOfBirth,
    hasShortlisted: row.hasShortlisted,
    horoscope_match: match,
    demo: row.demo,
  };
}

export function toView(row: ViewRow, urls: MediaUrlSigner): ProfileView {
  const { horoscope_match: _, ...item } = toListItem(row, urls, null);
  return {
    ...item,
    gender: row.gender,
    domain: row.domain,
    status: row.status,
    gothram: row.gothram,
    language: row.language,
    state: row.state,
    country: row.country,
    personal: { ...item.personal, height: row.height, weight: row.weight, expectation: row.expectation },
    horoscope: { ...item.horoscope, dhosam: row.dhosam },
  };
}
