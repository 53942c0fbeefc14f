import {
  type ActivityBand,
  BASIC_VIEW_FIELDS,
  basicSection,
  type CardMatch,
  FAMILY_VIEW_FIELDS,
  familySection,
  HOROSCOPE_LIST_FIELDS,
  HOROSCOPE_VIEW_FIELDS,
  heightFt,
  horoscopeSection,
  type InterestWithViewer,
  PERSONAL_LIST_FIELDS,
  PERSONAL_VIEW_FIELDS,
  type ProfileListItem,
  type ProfilePhoto,
  type ProfileView,
  personalSection,
  WORK_VIEW_FIELDS,
  workSection,
} from '@varmala/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { profiles, shortlists } from '../../db/schema.js';
import { expression, type RecordRow } from '../../lib/sql-record.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { activityBandFor } from './activity.js';
import { BADGES_OF_ROW, toBadges } from './badges.js';
import { MARS_HOUSES_OF_ROW } from './mars-houses.js';
import {
  LIST_ITEM_COLUMNS,
  type PhotoKeys,
  type PhotoViewer,
  photosFor,
  type VIEW_COLUMNS,
} from './what-they-see.js';

/** On the database's today, so filters and the shown age agree. */
export const ageInYears = sql<number>`extract(year from age(current_date, ${profiles.dateOfBirth}))::int`;

/** Written out: drizzle leaves select columns unqualified; the outer id must not read as the subquery's. */
export function shortlistedBy(userId: number | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${shortlists} as sl where sl.user_id = ${userId} and sl.profile_id = "profiles"."id")`;
}

/** The family's own words. */
export function shortlistNoteOf(userId: number | Placeholder): SQL<string | null> {
  return sql<
    string | null
  >`(select sl.note from ${shortlists} as sl where sl.user_id = ${userId} and sl.profile_id = "profiles"."id")`;
}

/** One record per row (lib/sql-record.ts): 41 values read one by one cost most of a search page's time. */
export function itemFields(viewer: PhotoViewer, who: { photos: boolean | Placeholder; admin: boolean }) {
  return {
    ...LIST_ITEM_COLUMNS,
    age: expression(ageInYears, 'number'),
    hasShortlisted: expression(shortlistedBy(viewer.id), 'boolean'),
    shortlistNote: expression(shortlistNoteOf(viewer.id), 'text'),
    photos: expression(photosFor(viewer, who.photos, who.admin), 'json'),
    badges: expression(BADGES_OF_ROW, 'json'),
    activity: expression(activityBandFor(viewer.id, who.admin), 'text'),
    marsHouses: expression(MARS_HOUSES_OF_ROW, 'number'),
  };
}

export type ItemRow = RecordRow<ReturnType<typeof itemFields>>;

export type ViewRow = ItemRow & RecordRow<typeof VIEW_COLUMNS> & { registeredByOperator: boolean };

/** A row's photo keys as signed URLs. */
export function signedPhotos(keys: PhotoKeys[], urls: MediaUrlSigner): ProfilePhoto[] {
  return keys.map((photo) => ({
    short: urls.urlFor(photo.shortKey),
    large: urls.urlFor(photo.largeKey),
    url: urls.urlFor(photo.urlKey),
    caption: photo.caption,
  }));
}

/** Field by field, never by spreading a row: a column added to the table does not reach a member. */
export function toListItem(
  row: ItemRow,
  urls: MediaUrlSigner,
  match: CardMatch,
  interest: InterestWithViewer,
): ProfileListItem {
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
    work: workSection.pickFromRow(row, WORK_VIEW_FIELDS),
    family: familySection.pickFromRow(row, FAMILY_VIEW_FIELDS),
    photos: signedPhotos(row.photos, urls),
    dob: row.dateOfBirth,
    hasShortlisted: row.hasShortlisted,
    shortlist_note: row.shortlistNote,
    horoscope_match: match,
    demo: row.demo,
    badges: toBadges(row.badges),
    interest,
    // Absent, not null, where it is not to be seen: the response schema then has nothing to show.
    ...(row.activity ? { activity: row.activity as ActivityBand } : {}),
  };
}

export function toView(row: ViewRow, urls: MediaUrlSigner, interest: InterestWithViewer): ProfileView {
  const { horoscope_match: _, ...item } = toListItem(row, urls, null, interest);
  return {
    ...item,
    ...basicSection.pickFromRow(row, BASIC_VIEW_FIELDS),
    gender: row.gender,
    state: row.state,
    country: row.country,
    domain: row.domain,
    status: row.status,
    personal: { ...item.personal, ...personalSection.pickFromRow(row, PERSONAL_VIEW_FIELDS) },
    horoscope: { ...item.horoscope, ...horoscopeSection.pickFromRow(row, HOROSCOPE_VIEW_FIELDS) },
    contact_visibility: row.contactVisibility,
    registered_by_operator: row.registeredByOperator,
  };
}
