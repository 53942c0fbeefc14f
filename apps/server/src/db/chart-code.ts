import { type SQL, sql } from 'drizzle-orm';

/**
 * As in packages/shared/src/options/stars.ts (a test checks): the schema is read before packages are
 * built, and the column's definition keeps them as migration 0010 wrote them.
 */
export const CHART_STARS = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;
export const CHART_RAASIS = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
] as const;

const PER_STAR = 17;
const FIRST_RAASI = 5;

export const CHART_CODES = CHART_STARS.length * PER_STAR;

/**
 * Star index (0-26) times 17 plus padham (1-4), or the raasi (5-16), or 0; null matches nothing.
 * Comparing numbers is far cheaper than text keys, and column statistics help the planner (decision 016).
 * `chartCodeSql` generates the column by the same rule; a test checks they agree.
 */
export function chartCode(star: string | null, padham: number | null, raasi: string | null): number | null {
  const starIndex = star === null ? -1 : CHART_STARS.indexOf(star as (typeof CHART_STARS)[number]);
  if (starIndex < 0) return null;
  let place: number;
  if (padham !== null) {
    if (!Number.isInteger(padham) || padham < 1 || padham > 4) return null;
    place = padham;
  } else if (raasi === null) {
    place = 0;
  } else {
    const raasiIndex = CHART_RAASIS.indexOf(raasi as (typeof CHART_RAASIS)[number]);
    if (raasiIndex < 0) return null;
    place = FIRST_RAASI + raasiIndex;
  }
  return starIndex * PER_STAR + place;
}

/** Plain words, checked here. */
function textArray(values: readonly string[]): SQL {
  for (const value of values) {
    if (!/^[A-Za-z ]+$/.test(value)) throw new Error(`Not a plain option value: ${value}`);
  }
  return sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]::text[]`);
}

export const chartCodeSql = sql`((array_position(${textArray(CHART_STARS)}, "birth_star") - 1) * ${sql.raw(String(PER_STAR))}
  + case
      when "padham" is not null then case when "padham" between 1 and 4 then "padham" end
      when "raasi" is null then 0
      else ${sql.raw(String(FIRST_RAASI - 1))} + array_position(${textArray(CHART_RAASIS)}, "raasi")
    end)::smallint`;
