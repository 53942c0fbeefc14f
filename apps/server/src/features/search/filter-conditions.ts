import type { SearchFilters } from '@varmala/shared';
import { type AnyColumn, inArray, or, type SQL, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema.js';
import { shortlistedBy } from './queries.js';

/** `term` as a LIKE pattern that matches only itself. */
function literally(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function anyOf(column: AnyColumn, values: readonly string[]): SQL | undefined {
  return values.length > 0 ? inArray(column, [...values]) : undefined;
}

/**
 * The conditions of the search filters; an empty list is no filter. Ages are turned into bounds on
 * the date of birth (computed in SQL from today's date), so age 30 means 30 years old today up to
 * the day before turning 31, and the bounds are inclusive.
 */
export function filterConditions(filters: SearchFilters, viewerId: number): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [
    anyOf(profiles.community, filters.community),
    anyOf(profiles.state, filters.state),
    anyOf(profiles.education, filters.education),
    anyOf(profiles.annualIncome, filters.annual_income),
    anyOf(profiles.maritalStatus, filters.martial_status),
    anyOf(profiles.birthStar, filters.birth_star),
  ];
  if (filters.from_age !== undefined) {
    conditions.push(
      sql`${profiles.dateOfBirth} <= (current_date - make_interval(years => ${filters.from_age}::int))::date`,
    );
  }
  if (filters.to_age !== undefined) {
    conditions.push(
      sql`${profiles.dateOfBirth} > (current_date - make_interval(years => ${filters.to_age}::int + 1))::date`,
    );
  }
  if (filters.shortlist) conditions.push(shortlistedBy(viewerId));
  if (filters.name) {
    // Part of the name or surname, or the whole member id, in any case.
    const pattern = `%${literally(filters.name)}%`;
    conditions.push(
      or(
        sql`${profiles.name} ilike ${pattern}`,
        sql`${profiles.surname} ilike ${pattern}`,
        sql`${profiles.mid} ilike ${literally(filters.name)}`,
      ),
    );
  }
  return conditions;
}
