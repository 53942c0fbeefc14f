import { type Domain, hasMarsDosham, MARS_DOSHAM_HOUSES } from '@varmala/shared';
import { and, eq, isNotNull, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { type StoredBirth, skyOfProfile } from '../../lib/birth-sky/profile-sky.js';

/**
 * The houses of Mars are stored with the birth they were computed from, so a birth changed by any
 * path (a step saved, a change approved after review) never lends its old houses to the search: where
 * the two differ the profile's dosham is unknown until they are computed again.
 */
export const birthKey = (birth: StoredBirth): string =>
  `${birth.dateOfBirth}|${birth.birthTime ?? ''}|${birth.birthPlaceId ?? ''}`;

// to_char, not ::text: a date's text follows the session's DateStyle, the key must not.
const birthKeySql = sql`(to_char(${profiles.dateOfBirth}, 'YYYY-MM-DD') || '|' || coalesce(${profiles.birthTime}, '')
  || '|' || coalesce(${profiles.birthPlaceId}::text, ''))`;

/**
 * The stored houses in one number, 16 × from the lagna + from the Moon, where they are this birth's;
 * null otherwise. A list item reads it for its card (`marsDoshamOf`); it never leaves the server.
 */
export const MARS_HOUSES_OF_ROW = sql<number | null>`case when ${profiles.marsBirth} = ${birthKeySql}
  then ${profiles.marsHouseLagna} * 16 + ${profiles.marsHouseMoon} end`;

/** Null while the houses are not known (no birth time, a place typed only, or not computed yet). */
export function marsDoshamOf(domain: Domain, houses: number | null | undefined): boolean | null {
  if (houses === null || houses === undefined) return null;
  return hasMarsDosham(domain, { from_lagna: Math.floor(houses / 16), from_moon: houses % 16 });
}

/** The site's dosham houses as a PostgreSQL array, for `marsDoshamIs`. */
export const marsDoshamHouses = (domain: Domain): string => `{${MARS_DOSHAM_HOUSES[domain].join(',')}}`;

/**
 * A profile whose dosham, counted by the given houses, is the given one: unknown houses are never
 * equal. Null `dosham` is no condition.
 */
export const marsDoshamIs = (dosham: Placeholder, houses: Placeholder): SQL =>
  sql`(${dosham}::boolean is null or (${profiles.marsBirth} = ${birthKeySql}
    and (${profiles.marsHouseLagna} = any(${houses}::smallint[]) or ${profiles.marsHouseMoon} = any(${houses}::smallint[]))
      = ${dosham}::boolean))`;

const BIRTH_COLUMNS = {
  id: profiles.id,
  dateOfBirth: profiles.dateOfBirth,
  birthTime: profiles.birthTime,
  birthPlaceId: profiles.birthPlaceId,
  marsBirth: profiles.marsBirth,
};

/** Computes the houses of the profile's birth as it is now, if not done already for it. */
export async function refreshMarsHouses(db: DbOrTx, profileId: number): Promise<void> {
  const [row] = await db.select(BIRTH_COLUMNS).from(profiles).where(eq(profiles.id, profileId)).limit(1);
  if (row) await writeHouses(db, row);
}

type BirthRow = StoredBirth & { id: number; marsBirth: string | null };

/** Whether it wrote them: not when they were this birth's already, or the birth changed meanwhile. */
async function writeHouses(db: DbOrTx, row: BirthRow): Promise<boolean> {
  const key = birthKey(row);
  if (row.marsBirth === key) return false;
  const houses = skyOfProfile(row)?.mars_house;
  const written = await db
    .update(profiles)
    .set({
      marsHouseLagna: houses?.from_lagna ?? null,
      marsHouseMoon: houses?.from_moon ?? null,
      marsBirth: key,
    })
    .where(and(eq(profiles.id, row.id), sql`${birthKeySql} = ${key}`))
    .returning({ id: profiles.id });
  return written.length > 0;
}

/**
 * Profiles whose houses are missing or of an earlier birth, as many as `batch`: the profiles saved before
 * the houses were stored, and any birth changed without them. Returns how many it wrote, so a caller
 * going batch after batch stops when a batch writes none.
 */
export async function fillMarsHouses(db: DbOrTx, batch = 500): Promise<number> {
  const rows = await db
    .select(BIRTH_COLUMNS)
    .from(profiles)
    .where(
      and(
        isNotNull(profiles.birthTime),
        isNotNull(profiles.birthPlaceId),
        or(isNull(profiles.marsBirth), sql`${profiles.marsBirth} <> ${birthKeySql}`),
      ),
    )
    .limit(batch);
  let written = 0;
  for (const row of rows) if (await writeHouses(db, row)) written++;
  return written;
}

/**
 * Fills the houses in batches, beside the server's start, until none is missing; `stop` ends it
 * between batches. Rows without a time or a listed place are never read.
 */
export function fillMarsHousesInBackground(
  db: DbOrTx,
  log: { info(fields: object, message: string): void; error(fields: object, message: string): void },
): { stop(): Promise<void> } {
  let stopped = false;
  const run = (async () => {
    let filled = 0;
    for (let batch = await fillMarsHouses(db); batch > 0 && !stopped; batch = await fillMarsHouses(db)) {
      filled += batch;
    }
    if (filled > 0) log.info({ filled }, 'houses of Mars computed');
  })().catch((error: unknown) => log.error({ err: error }, 'computing the houses of Mars failed'));
  return {
    stop: async () => {
      stopped = true;
      await run;
    },
  };
}
