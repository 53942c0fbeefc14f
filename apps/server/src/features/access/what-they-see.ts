import {
  BASIC_LIST_FIELDS,
  BASIC_VIEW_FIELDS,
  basicSection,
  FAMILY_VIEW_FIELDS,
  familySection,
  HOROSCOPE_LIST_FIELDS,
  HOROSCOPE_VIEW_FIELDS,
  horoscopeSection,
  PERSONAL_LIST_FIELDS,
  PERSONAL_VIEW_FIELDS,
  personalSection,
  WORK_VIEW_FIELDS,
  workSection,
} from '@varmala/shared';
import { getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { profiles, shortlists } from '../../db/schema.js';

// Search and view never read what they must not return: fields gated out of the view (mobiles, e-mail,
// address, birth time) come only with a download.

const TABLE = getTableColumns(profiles);
type ProfileColumn = (typeof TABLE)[keyof typeof TABLE];

function columnsOf<N extends string>(
  section: { columns: Record<N, string>; shownIn: (place: 'view') => string[] },
  names: readonly N[],
): Record<string, ProfileColumn> {
  const shown = section.shownIn('view');
  const columns: Record<string, ProfileColumn> = {};
  for (const name of names) {
    const column = section.columns[name];
    if (!shown.includes(name) || !(column in TABLE)) throw new Error(`${name} is not for others to see`);
    columns[column] = TABLE[column as keyof typeof TABLE];
  }
  return columns;
}

export const LIST_ITEM_COLUMNS = {
  ...columnsOf(basicSection, BASIC_LIST_FIELDS),
  ...columnsOf(personalSection, [...PERSONAL_LIST_FIELDS, 'height']),
  ...columnsOf(horoscopeSection, HOROSCOPE_LIST_FIELDS),
  ...columnsOf(workSection, WORK_VIEW_FIELDS),
  ...columnsOf(familySection, FAMILY_VIEW_FIELDS),
  // Named again with their types.
  id: profiles.id,
  mid: profiles.mid,
  name: profiles.name,
  surname: profiles.surname,
  community: profiles.community,
  city: profiles.city,
  dateOfBirth: profiles.dateOfBirth,
  height: profiles.height,
  birthStar: profiles.birthStar,
  raasi: profiles.raasi,
  padham: profiles.padham,
  demo: profiles.demo,
};

export const VIEW_COLUMNS = {
  ...columnsOf(basicSection, BASIC_VIEW_FIELDS),
  ...columnsOf(personalSection, PERSONAL_VIEW_FIELDS),
  ...columnsOf(horoscopeSection, HOROSCOPE_VIEW_FIELDS),
  gender: profiles.gender,
  state: profiles.state,
  country: profiles.country,
  domain: profiles.domain,
  status: profiles.status,
  contactVisibility: profiles.contactVisibility,
};

/** A member sees others' photos only once they have one of their own. */
export function maySeePhotosOfOthers(viewer: AuthUser): boolean {
  return viewer.role === 'ADMIN' || viewer.hasPhoto;
}

export interface PhotoViewer {
  id: number | Placeholder;
  profileId: number | null | Placeholder;
}

/** Unless the owner shows them only to members they shortlisted (`viewer.profileId`: the viewer's own). */
export function photosShownTo(viewer: PhotoViewer): SQL<boolean> {
  return sql<boolean>`("profiles"."photo_visibility" = 'members' or "profiles"."user_id" = ${viewer.id}::int
    or exists (select 1 from ${shortlists} as own
      where own.user_id = "profiles"."user_id" and own.profile_id = ${viewer.profileId}::int))`;
}

export const PHOTOS_SHOWN_TO_ALL = sql<boolean>`"profiles"."photo_visibility" = 'members'`;

export interface PhotoKeys {
  shortKey: string;
  largeKey: string;
  urlKey: string;
  caption: string | null;
}

/** Members get only approved photos (the owner too: the view shows what others see); admins every photo. */
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
