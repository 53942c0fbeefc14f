import {
  type CardMatch,
  familySection,
  HOROSCOPE_LIST_FIELDS,
  heightFt,
  horoscopeSection,
  PERSONAL_LIST_FIELDS,
  type ProfileListItem,
  type ProfilePhoto,
  type ProfileView,
  personalSection,
  workSection,
} from '@varmala/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { profiles, shortlists } from '../../db/schema.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { LIST_ITEM_COLUMNS, type PhotoKeys, type PhotoViewer, photosFor } from '../access/what-they-see.js';
import { expression } from '../search-speed/record.js';
import { BADGES_OF_ROW, toBadges } from '../verification/badges.js';
import type { ItemRow } from './search-query.js';
import type { ViewRow } from './view-profile.js';

/** Age in whole years on the database's today, so filters and the shown age agree. */
export const ageInYears = sql<number>`extract(year from age(current_date, ${profiles.dateOfBirth}))::int`;

/**
 * Whether the member shortlisted the profile of the outer query. Written out in full: drizzle leaves
 * columns of a select list unqualified, and the outer id must not be read as a column of the subquery.
 */
export function shortlistedBy(userId: number | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${shortlists} as sl where sl.user_id = ${userId} and sl.profile_id = "profiles"."id")`;
}

/**
 * What a list item is read from: its columns, the age, the viewer's shortlist mark and the photos.
 * Selected as one record per row (search-speed/record.ts): 41 values a row read one by one were the largest
 * part of what the server spent on a search page.
 */
export function itemFields(viewer: PhotoViewer, who: { photos: boolean | Placeholder; admin: boolean }) {
  return {
    ...LIST_ITEM_COLUMNS,
    age: expression(ageInYears, 'number'),
    hasShortlisted: expression(shortlistedBy(viewer.id), 'boolean'),
    photos: expression(photosFor(viewer, who.photos, who.admin), 'json'),
    badges: expression(BADGES_OF_ROW, 'json'),
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
      ...personalSection.pickFromRow(row, PERSONAL_LIST_FIELDS),
    },
    horoscope: horoscopeSection.pickFromRow(row, HOROSCOPE_LIST_FIELDS),
    work: workSection.fromRow(row),
    family: familySection.fromRow(row),
    photos: signedPhotos(row.photos, urls),
    dob: row.dateOfBirth,
    hasShortlisted: row.hasShortlisted,
    horoscope_match: match,
    demo: row.demo,
    badges: toBadges(row.badges),
  };
}

export function toView(row: ViewRow, urls: MediaUrlSigner, interest: ProfileView['interest']): ProfileView {
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
    contact_visibility: row.contactVisibility,
    interest,
    registered_by_operator: row.registeredByOperator,
  };
}
