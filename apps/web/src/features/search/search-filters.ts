import { DEFAULT_FROM_AGE, DEFAULT_TO_AGE, type SearchFilters } from '@varmala/shared';

/** The multi-select filters, by their request names (the spec's spelling: `martial_status`). */
export const CHOICE_FILTERS = [
  'community',
  'state',
  'education',
  'annual_income',
  'martial_status',
  'birth_star',
] as const;
export type ChoiceFilter = (typeof CHOICE_FILTERS)[number];

export const DEFAULT_FILTERS: SearchFilters = {
  from_age: DEFAULT_FROM_AGE,
  to_age: DEFAULT_TO_AGE,
  community: [],
  state: [],
  education: [],
  annual_income: [],
  martial_status: [],
  birth_star: [],
};

/** One spelling per search, so the same filters are the same cached query and the same address. */
export function canonical(filters: SearchFilters): SearchFilters {
  const { shortlist, name, horoscope_match, active_within_days } = filters;
  const base: SearchFilters = { ...DEFAULT_FILTERS, from_age: filters.from_age, to_age: filters.to_age };
  for (const key of CHOICE_FILTERS) Object.assign(base, { [key]: [...filters[key]].sort() });
  return {
    ...base,
    ...(shortlist ? { shortlist: true } : {}),
    ...(horoscope_match ? { horoscope_match: true } : {}),
    ...(active_within_days ? { active_within_days } : {}),
    ...(name ? { name } : {}),
  };
}

/**
 * The filters kept in the address, so Back from a profile returns to the same search. They are
 * read with the request schema (read-filters.ts), fetched only for an address that has some: the
 * plain search page, the one the menu opens, needs no schema. An address that does not fit the
 * schema is the default search.
 */
export async function filtersFromParams(params: URLSearchParams, isAdmin: boolean): Promise<SearchFilters> {
  if (params.toString() === '') return DEFAULT_FILTERS;
  const { readFilters } = await import('./read-filters');
  return readFilters(params, isAdmin);
}

export function paramsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from_age !== undefined && filters.from_age !== DEFAULT_FROM_AGE) {
    params.set('from_age', String(filters.from_age));
  }
  if (filters.to_age !== undefined && filters.to_age !== DEFAULT_TO_AGE) {
    params.set('to_age', String(filters.to_age));
  }
  for (const key of CHOICE_FILTERS) for (const value of filters[key]) params.append(key, value);
  if (filters.shortlist) params.set('shortlist', '1');
  if (filters.horoscope_match) params.set('horoscope', '1');
  if (filters.name) params.set('name', filters.name);
  return params;
}
