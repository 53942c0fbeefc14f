import type { Domain, Gender } from '@varmala/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { marriages, profiles } from '../../db/schema.js';
import { PHOTOS_SHOWN_TO_ALL } from '../access/what-they-see.js';
import { listedIn, visitorSide } from '../access/who-sees-whom.js';
import { ageInYears } from '../search/profile-item.js';

// Each query names the few columns it may answer with: mobiles, e-mail, address and birth time
// are never read here, so no later change to a response can leak them.

/**
 * Name, gender and city of the listed profiles of a domain born on a date, by name, leaving out
 * those whose owners asked to stay off this list (Privacy & safety).
 */
const bornOnStatement = preparedOnce((db) =>
  db
    .select({ name: profiles.name, gender: profiles.gender, city: profiles.city })
    .from(profiles)
    .where(
      and(
        listedIn(sql.placeholder('domain'), visitorSide(sql.placeholder('demosApart'))),
        eq(profiles.dateOfBirth, sql.placeholder('dateOfBirth')),
        eq(profiles.publicDobListing, true),
      ),
    )
    .orderBy(asc(profiles.name), asc(profiles.id))
    .limit(sql.placeholder('limit'))
    .prepare('public_born_on'),
);

export function publicProfilesBornOn(
  db: Db,
  domain: Domain,
  dateOfBirth: string,
  limit: number,
  demosApart: boolean,
) {
  return bornOnStatement(db).execute({ domain, dateOfBirth, limit, demosApart });
}

/**
 * Featured listed profiles of a domain and gender, newest first, each with the small size of its
 * first photo the operator approved, unless its owner shows photos only to members they shortlisted.
 */
const featuredStatement = preparedOnce((db) =>
  db
    .select({
      profileId: profiles.id,
      name: profiles.name,
      age: ageInYears,
      city: profiles.city,
      demo: profiles.demo,
      thumbnailKey: sql<string | null>`case when ${PHOTOS_SHOWN_TO_ALL} then (select ph.short_key
        from "photos" as ph where ph.profile_id = "profiles"."id" and ph.approved order by ph.id limit 1) end`,
    })
    .from(profiles)
    .where(
      and(
        listedIn(sql.placeholder('domain'), visitorSide(sql.placeholder('demosApart'))),
        eq(profiles.isFeatured, true),
        // Featuring needs the member's consent, and taking it back unfeatures; checked here as well.
        eq(profiles.featuredConsent, true),
        eq(profiles.gender, sql.placeholder('gender')),
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(sql.placeholder('limit'))
    .prepare('featured_profiles'),
);

export function featuredProfiles(db: Db, domain: Domain, gender: Gender, limit: number, demosApart: boolean) {
  return featuredStatement(db).execute({ domain, gender, limit, demosApart });
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
