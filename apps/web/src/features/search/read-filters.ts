import { DEFAULT_FROM_AGE, DEFAULT_TO_AGE, type SearchFilters, searchFiltersSchema } from '@varmala/shared';
import { CHOICE_FILTERS, canonical, DEFAULT_FILTERS } from './search-filters';

/** The filters of an address, read with the request schema; one that does not fit it is the default search. */
export function readFilters(params: URLSearchParams, isAdmin: boolean): SearchFilters {
  const raw: Record<string, unknown> = {
    from_age: params.get('from_age') ?? DEFAULT_FROM_AGE,
    to_age: params.get('to_age') ?? DEFAULT_TO_AGE,
    shortlist: params.get('shortlist') ?? undefined,
    horoscope_match: params.get('horoscope') ?? undefined,
    // Only an admin may search by name; a member sending one would be refused.
    name: isAdmin ? (params.get('name') ?? undefined) : undefined,
  };
  for (const key of CHOICE_FILTERS) raw[key] = params.getAll(key);
  const parsed = searchFiltersSchema.safeParse(raw);
  return parsed.success ? canonical(parsed.data) : DEFAULT_FILTERS;
}
