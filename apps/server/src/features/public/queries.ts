import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { marriages, photos, profiles } from '../../db/schema.js';
import { ageInYears } from '../search/queries.js';
import { approvedIn } from '../search/visibility.js';

type Domain = 'varmala' | 'tamilmala';

// Each query names the few columns it may answer with: mobiles, e-mail, address and birth time
// are never read here, so no later change to a response can leak them.

/** Name, gender and city of the Approved profiles of a domain born on `dateOfBirth`, by name. */
export function publicProfilesBornOn(db: DbOrTx, domain: Domain, dateOfBirth: string, limit: number) {
  return db
    .select({ name: profiles.name, gender: profiles.gender, city: profiles.city })
    .from(profiles)
    .where(and(approvedIn(domain), eq(profiles.dateOfBirth, dateOfBirth)))
    .orderBy(asc(profiles.name), asc(profiles.id))
    .limit(limit);
}

/** Featured Approved profiles of a domain and gender, newest first. */
export function featuredProfiles(db: DbOrTx, domain: Domain, gender: 'Male' | 'Female', limit: number) {
  return db
    .select({ id: profiles.id, name: profiles.name, age: ageInYears, city: profiles.city })
    .from(profiles)
    .where(and(approvedIn(domain), eq(profiles.isFeatured, true), eq(profiles.gender, gender)))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(limit);
}

/** The small size of each profile's first photo. */
export async function firstPhotoKeys(db: DbOrTx, profileIds: number[]): Promise<Map<number, string>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([photos.profileId], { profileId: photos.profileId, shortKey: photos.shortKey })
    .from(photos)
    .where(inArray(photos.profileId, profileIds))
    .orderBy(asc(photos.profileId), asc(photos.id));
  return new Map(rows.map((row) => [row.profileId, row.shortKey]));
}

export function latestMarriages(db: DbOrTx, domain: Domain, limit: number) {
  return db
    .select({
      id: marriages.id,
      caption: marriages.caption,
      shortKey: marriages.shortKey,
      largeKey: marriages.largeKey,
      urlKey: marriages.urlKey,
    })
    .from(marriages)
    .where(eq(marriages.domain, domain))
    .orderBy(desc(marriages.createdAt), desc(marriages.id))
    .limit(limit);
}
