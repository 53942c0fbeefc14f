import { type Domain, PUBLIC_SEARCH_MAX_ROWS, type PublicSearchResponse } from '@varmala/shared';
import type { Deps } from '../../deps.js';
import { enforceRateLimit } from '../../lib/enforce-rate-limit.js';
import { publicProfilesBornOn } from './queries.js';

/** Anyone may ask who was born on a date: rate limited per address, answered with name, gender, city. */
export async function searchPublicProfiles(
  deps: Deps,
  domain: Domain,
  dateOfBirth: string,
  ip: string,
): Promise<PublicSearchResponse> {
  enforceRateLimit(deps.limiters.publicSearchPerIp, ip);
  const rows = await publicProfilesBornOn(deps.db, domain, dateOfBirth, PUBLIC_SEARCH_MAX_ROWS);
  return rows.map((row) => ({ name: row.name, gender: row.gender, city: row.city.trim() || null }));
}
