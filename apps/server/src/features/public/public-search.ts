import { type Domain, PUBLIC_SEARCH_MAX_ROWS, type PublicSearchResponse } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { publicProfilesBornOn } from './queries.js';

/** Anyone may ask who was born on a date: rate limited per address (by its route), answered with name, gender, city. */
export async function searchPublicProfiles(
  deps: Deps,
  domain: Domain,
  dateOfBirth: string,
): Promise<PublicSearchResponse> {
  const demosApart = await deps.siteKinds.demosApart(domain);
  const rows = await publicProfilesBornOn(deps.db, domain, dateOfBirth, PUBLIC_SEARCH_MAX_ROWS, demosApart);
  return rows.map((row) => ({ name: row.name, gender: row.gender, city: row.city.trim() || null }));
}
