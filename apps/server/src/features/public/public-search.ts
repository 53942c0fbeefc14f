import { type Domain, PUBLIC_SEARCH_MAX_ROWS, type PublicSearchResponse } from '@varmala/shared';
import type { AuthUser } from '../../app-types.js';
import type { Deps } from '../../deps.js';
import { publicProfilesBornOn } from './queries.js';

/** Anyone may ask who was born on a date: rate limited per address (by its route), answered with name, gender, city. */
export async function searchPublicProfiles(
  deps: Deps,
  domain: Domain,
  reader: AuthUser | null,
  dateOfBirth: string,
): Promise<PublicSearchResponse> {
  const demosApart = await deps.siteKinds.demosApart(domain);
  const ask = { domain, demosApart, reader };
  const rows = await publicProfilesBornOn(deps.db, ask, dateOfBirth, PUBLIC_SEARCH_MAX_ROWS);
  return rows.map((row) => ({ name: row.name, gender: row.gender, city: row.city.trim() || null }));
}
