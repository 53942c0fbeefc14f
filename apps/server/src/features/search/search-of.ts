import { BADGE_KINDS, type SearchFilters } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import { AppError } from '../../errors.js';
import { badgeMaskOf } from '../access/badges.js';
import { basicDetailsMissing } from '../access/ownership.js';
import { genderListedFor } from '../access/who-sees-whom.js';

/**
 * A filter left out is null or an empty list: PostgreSQL plans each execution for its values and folds
 * `null is null` and `cardinality('{}') = 0` away, so an unused filter costs nothing.
 */
export interface Search {
  /** A member searches the Approved ones of their site and the other gender. */
  admin: boolean;
  viewerId: number;
  /** Whose shortlist decides the photos of a protected profile. */
  viewerProfileId: number | null;
  inBlock: boolean;
  /** Decision 032. */
  demo: boolean;
  demosApart: boolean;
  domain: string | null;
  gender: string | null;
  community: string[];
  state: string[];
  education: string[];
  annualIncome: string[];
  maritalStatus: string[];
  birthStar: string[];
  fromAge: number | null;
  toAge: number | null;
  shortlist: boolean;
  photos: boolean;
  namePattern: string | null;
  midPattern: string | null;
  /** Chart numbers as a PostgreSQL array, and the set's name for the count. */
  horoscopeCodes: string | null;
  horoscopeSet: string | null;
  /** Where Mars blocks: the dosham a match must have, by the site's houses (access/mars-houses.ts). */
  marsDosham: boolean | null;
  marsHouses: string | null;
  verifiedOnly: boolean;
  /** VERIFIED_KINDS; they also order ties. */
  verifiedMask: number;
  /** Used within this many days (7 or 30), as the activity band tells it; null for no filter. */
  activeWithin: number | null;
}

const literally = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Refuses what only an admin may ask. */
export function searchOf(
  viewer: AuthUser,
  filters: SearchFilters,
  photos: boolean,
  verifiedMask = badgeMaskOf(BADGE_KINDS),
): Search {
  const admin = viewer.role === 'ADMIN';
  if (!admin && (filters.name || filters.domain)) {
    throw new AppError('FORBIDDEN', 'nameSearchAdminOnly');
  }
  if (!admin && !viewer.gender) throw basicDetailsMissing();
  return {
    admin,
    viewerId: viewer.id,
    viewerProfileId: viewer.profileId,
    inBlock: !admin && viewer.inBlock,
    demo: !admin && viewer.demo,
    demosApart: !admin && viewer.demosApart,
    domain: admin ? (filters.domain ?? null) : viewer.domain,
    gender: !admin && viewer.gender ? genderListedFor(viewer.gender) : null,
    community: [...filters.community],
    state: [...filters.state],
    education: [...filters.education],
    annualIncome: [...filters.annual_income],
    maritalStatus: [...filters.martial_status],
    birthStar: [...filters.birth_star],
    fromAge: filters.from_age ?? null,
    toAge: filters.to_age ?? null,
    shortlist: Boolean(filters.shortlist),
    photos,
    namePattern: filters.name ? `%${literally(filters.name)}%` : null,
    midPattern: filters.name ? literally(filters.name) : null,
    // search-profiles.ts reads the member's own chart and fills these in.
    horoscopeCodes: null,
    horoscopeSet: null,
    marsDosham: null,
    marsHouses: null,
    verifiedOnly: Boolean(filters.verified_only),
    activeWithin: filters.active_within_days ?? null,
    verifiedMask,
  };
}
