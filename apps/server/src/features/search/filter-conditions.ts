import type { SearchFilters } from '@varmala/shared';
import { type AnyColumn, and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import { profiles, shortlists } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { basicDetailsMissing } from '../profiles/ownership.js';
import { approvedIn } from './visibility.js';

const ADMIN_FILTER_ONLY = 'Only an administrator can search by name or domain.';

/**
 * What decides the text of a search's statements: which optional conditions it has. Everything else
 * (the domain, the lists chosen, the ages, the page) is a value. There are at most 2^7 shapes, so a
 * statement per shape can be prepared once and kept.
 */
export interface SearchShape {
  admin: boolean;
  /** An admin's domain filter; a member's domain is always part of the scope. */
  domain: boolean;
  photos: boolean;
  shortlist: boolean;
  name: boolean;
  fromAge: boolean;
  toAge: boolean;
}

/** The values of a search's placeholders. List filters are arrays, an empty one meaning no filter. */
export interface SearchValues {
  viewerId: number;
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
  namePattern: string | null;
  midPattern: string | null;
}

/** The shape as a small number: the key its prepared statements are kept under. */
export function shapeKey(shape: SearchShape): number {
  const flags = [
    shape.admin,
    shape.domain,
    shape.photos,
    shape.shortlist,
    shape.name,
    shape.fromAge,
    shape.toAge,
  ];
  return flags.reduce((key, flag, bit) => (flag ? key | (1 << bit) : key), 0);
}

export function shapeOf(key: number): SearchShape {
  const flag = (bit: number) => (key & (1 << bit)) !== 0;
  return {
    admin: flag(0),
    domain: flag(1),
    photos: flag(2),
    shortlist: flag(3),
    name: flag(4),
    fromAge: flag(5),
    toAge: flag(6),
  };
}

/** `term` as a LIKE pattern that matches only itself. */
function literally(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Whether the member shortlisted the profile of the outer query. Written out in full: drizzle leaves
 * columns of a select list unqualified, and the outer id must not be read as a column of the subquery.
 */
export function shortlistedBy(userId: number | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${shortlists} as sl where sl.user_id = ${userId} and sl.profile_id = "profiles"."id")`;
}

const value = (name: keyof SearchValues) => sql.placeholder(name);

/** One of the chosen values; no values chosen is no filter. */
function anyOf(column: AnyColumn, name: keyof SearchValues): SQL {
  return sql`(cardinality(${value(name)}::text[]) = 0 or ${column} = any(${value(name)}::text[]))`;
}

/** The day, `years` years before the database's today: the last birthday of whoever turns `years` today. */
function bornYearsAgo(years: SQL): SQL {
  return sql`(current_date - make_interval(years => ${years}))::date`;
}

/**
 * The year of age of a row matched by a search with both age bounds, from `fromAge` to `toAge`, by
 * the very bounds of the age conditions: age `a` is born after `bornYearsAgo(a + 1)`, up to
 * `bornYearsAgo(a)`. The days after each bound (ascending) split the range, and `width_bucket` finds
 * a row's place among them in one pass: bucket k holds age `toAge + 1 - k`.
 */
export function yearOfAgeInRange(): SQL<number> {
  const days = sql`array(select ${bornYearsAgo(sql`y`)} + 1
    from generate_series(${value('toAge')}::int + 1, ${value('fromAge')}::int, -1) as y)`;
  return sql<number>`(${value('toAge')}::int + 1 - width_bucket(${profiles.dateOfBirth}, ${days}))`;
}

/**
 * Which profiles a search may return, and the filters. A member sees Approved profiles of their own
 * domain and the opposite gender (`approvedIn`). The member's own profile is of their own gender, so it is never
 * among them, and the scope is the same for every member of a site and gender (so counts are
 * shareable). Ages are turned into bounds on the date of birth computed in SQL from today's date:
 * age 30 means 30 years old today up to the day before turning 31, both bounds inclusive.
 */
export function searchConditions(shape: SearchShape): SQL | undefined {
  const scope = shape.admin
    ? shape.domain
      ? eq(profiles.domain, value('domain'))
      : undefined
    : and(approvedIn(value('domain')), eq(profiles.gender, value('gender')));
  const conditions: (SQL | undefined)[] = [
    scope,
    anyOf(profiles.community, 'community'),
    anyOf(profiles.state, 'state'),
    anyOf(profiles.education, 'education'),
    anyOf(profiles.annualIncome, 'annualIncome'),
    anyOf(profiles.maritalStatus, 'maritalStatus'),
    anyOf(profiles.birthStar, 'birthStar'),
  ];
  if (shape.fromAge) {
    conditions.push(sql`${profiles.dateOfBirth} <= ${bornYearsAgo(sql`${value('fromAge')}::int`)}`);
  }
  if (shape.toAge) {
    conditions.push(sql`${profiles.dateOfBirth} > ${bornYearsAgo(sql`${value('toAge')}::int + 1`)}`);
  }
  if (shape.shortlist) conditions.push(shortlistedBy(value('viewerId')));
  if (shape.name) {
    // Part of the name or surname, or the whole member id, in any case.
    conditions.push(
      or(
        sql`${profiles.name} ilike ${value('namePattern')}`,
        sql`${profiles.surname} ilike ${value('namePattern')}`,
        sql`${profiles.mid} ilike ${value('midPattern')}`,
      ),
    );
  }
  return and(...conditions);
}

/** The shape and values of a search by `viewer`; refuses what only an admin may ask. */
export function searchOf(
  viewer: AuthUser,
  filters: SearchFilters,
  showPhotos: boolean,
): { shape: SearchShape; values: SearchValues } {
  const admin = viewer.role === 'ADMIN';
  if (!admin && (filters.name || filters.domain)) throw new AppError('FORBIDDEN', ADMIN_FILTER_ONLY);
  if (!admin && !viewer.gender) throw basicDetailsMissing();
  const shape: SearchShape = {
    admin,
    domain: admin && Boolean(filters.domain),
    photos: showPhotos,
    shortlist: Boolean(filters.shortlist),
    name: Boolean(filters.name),
    fromAge: filters.from_age !== undefined,
    toAge: filters.to_age !== undefined,
  };
  const values: SearchValues = {
    viewerId: viewer.id,
    domain: admin ? (filters.domain ?? null) : viewer.domain,
    gender: admin ? null : viewer.gender === 'Male' ? 'Female' : 'Male',
    community: [...filters.community],
    state: [...filters.state],
    education: [...filters.education],
    annualIncome: [...filters.annual_income],
    maritalStatus: [...filters.martial_status],
    birthStar: [...filters.birth_star],
    fromAge: filters.from_age ?? null,
    toAge: filters.to_age ?? null,
    namePattern: filters.name ? `%${literally(filters.name)}%` : null,
    midPattern: filters.name ? literally(filters.name) : null,
  };
  return { shape, values };
}
