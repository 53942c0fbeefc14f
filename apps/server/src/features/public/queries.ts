import type { Domain, Gender } from '@varmala/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { marriages, profiles } from '../../db/schema.js';
import { bornOnListIn, featuredIn } from '../access/open-lists.js';
import { ageInYears } from '../access/profile-rows.js';
import { PHOTOS_SHOWN_TO_ALL } from '../access/what-they-see.js';
import { READER_PLACEHOLDERS, readerValues } from '../access/who-sees-whom.js';

// Mobiles, e-mail, address and birth time are never read here, so no later response change can leak them.

const bornOnStatement = preparedOnce((db) =>
  db
    .select({ name: profiles.name, gender: profiles.gender, city: profiles.city })
    .from(profiles)
    .where(
      and(
        bornOnListIn(sql.placeholder('domain'), sql.placeholder('demosApart'), READER_PLACEHOLDERS),
        eq(profiles.dateOfBirth, sql.placeholder('dateOfBirth')),
      ),
    )
    .orderBy(asc(profiles.name), asc(profiles.id))
    .limit(sql.placeholder('limit'))
    .prepare('public_born_on'),
);

export interface OpenListAsk {
  domain: Domain;
  demosApart: boolean;
  reader: Pick<AuthUser, 'id' | 'inBlock' | 'demo'> | null;
}

export function publicProfilesBornOn(db: Db, ask: OpenListAsk, dateOfBirth: string, limit: number) {
  const { domain, demosApart, reader } = ask;
  return bornOnStatement(db).execute({ domain, demosApart, ...readerValues(reader), dateOfBirth, limit });
}

/** Photos only when the owner shows them to every member. */
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
        featuredIn(sql.placeholder('domain'), sql.placeholder('demosApart'), READER_PLACEHOLDERS),
        eq(profiles.gender, sql.placeholder('gender')),
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(sql.placeholder('limit'))
    .prepare('featured_profiles'),
);

export function featuredProfiles(db: Db, ask: OpenListAsk, gender: Gender, limit: number) {
  const { domain, demosApart, reader } = ask;
  return featuredStatement(db).execute({ domain, demosApart, ...readerValues(reader), gender, limit });
}

export function latestMarriages(db: DbOrTx, domain: Domain, limit: number) {
  return db
    .select({
      id: marriages.id,
      caption: marriages.caption,
      language: marriages.language,
      shortKey: marriages.shortKey,
      largeKey: marriages.largeKey,
      urlKey: marriages.urlKey,
    })
    .from(marriages)
    .where(eq(marriages.domain, domain))
    .orderBy(desc(marriages.createdAt), desc(marriages.id))
    .limit(limit);
}
