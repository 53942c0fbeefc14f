import { DOMAINS, type Domain, isDomain, normaliseStar, raasisFitting, raasisOfStar } from '@varmala/shared';
import { and, asc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import type { CommandResult } from '../../lib/admin-socket.js';
import { type StoredBirth, skyOfProfile } from '../../lib/birth-sky/profile-sky.js';

export const HOROSCOPE_CHECK_USAGE = `  horoscope-check [--domain varmala]
      List the profiles whose birth star, padham and raasi do not agree (saved before the form
      refused them), then those whose star, padham or raasi differs from the one computed from their
      date, time and place of birth (a place picked from the list). Nothing is changed: ask the
      family to check the patrika and correct what is wrong on their horoscope step.`;

interface StoredHoroscope {
  mid: string;
  domain: string;
  birthStar: string | null;
  padham: number | null;
  raasi: string | null;
}

export function horoscopeProblem({ birthStar, padham, raasi }: StoredHoroscope): string | undefined {
  if (birthStar === null) return padham === null ? undefined : 'a padham without a birth star';
  if (normaliseStar(birthStar) !== birthStar) return `'${birthStar}' is not a birth star`;
  if (raasi === null) return undefined;
  const fitting = raasisFitting(birthStar, padham);
  if (fitting.includes(raasi as (typeof fitting)[number])) return undefined;
  if (fitting.length === 0) return `padham ${padham} is not one of 1-4`;
  return padham === null
    ? `${birthStar} is in ${raasisOfStar(birthStar).join(' or ')}`
    : `${birthStar} padham ${padham} is in ${fitting[0]}`;
}

const describe = ({ mid, domain, birthStar, padham, raasi }: StoredHoroscope) =>
  `${mid} (${domain}): ${birthStar ?? 'no star'}, ${padham === null ? 'no padham' : `padham ${padham}`}, ` +
  `raasi ${raasi ?? 'none'}`;

/** A part left empty is not compared. */
export function differenceFromSky(
  row: StoredHoroscope & StoredBirth,
): { parts: string[]; computed: string } | undefined {
  const sky = skyOfProfile(row);
  if (!sky) return undefined;
  const { birth_star, padham, raasi } = sky.moon;
  const parts = [
    row.birthStar !== null && row.birthStar !== birth_star ? 'star' : undefined,
    row.padham !== null && row.padham !== padham ? 'padham' : undefined,
    row.raasi !== null && row.raasi !== raasi ? 'raasi' : undefined,
  ].filter((part): part is string => part !== undefined);
  return parts.length === 0
    ? undefined
    : { parts, computed: `${birth_star}, padham ${padham}, raasi ${raasi}` };
}

async function differencesFromSky(
  db: Db,
  domain: Domain | undefined,
): Promise<{ found: string[]; checked: number }> {
  const conditions: (SQL | undefined)[] = [isNotNull(profiles.birthPlaceId), isNotNull(profiles.birthTime)];
  if (domain !== undefined) conditions.push(eq(profiles.domain, domain));
  const rows = await db
    .select({
      mid: profiles.mid,
      domain: profiles.domain,
      birthStar: profiles.birthStar,
      padham: profiles.padham,
      raasi: profiles.raasi,
      dateOfBirth: profiles.dateOfBirth,
      birthTime: profiles.birthTime,
      birthPlaceId: profiles.birthPlaceId,
    })
    .from(profiles)
    .where(and(...conditions))
    .orderBy(asc(profiles.id));
  const found = rows.flatMap((row) => {
    const difference = differenceFromSky(row);
    if (!difference) return [];
    return [
      `${describe(row)}: ${difference.parts.join(', ')} differ; from date, time and place: ${difference.computed}`,
    ];
  });
  return { found, checked: rows.length };
}

export async function horoscopeCheckCommand(db: Db, options: { domain?: string }): Promise<CommandResult> {
  if (options.domain !== undefined && !isDomain(options.domain)) {
    return { ok: false, message: `--domain: give one of ${DOMAINS.join(', ')}` };
  }
  const conditions: (SQL | undefined)[] = [or(isNotNull(profiles.birthStar), isNotNull(profiles.padham))];
  if (options.domain !== undefined) conditions.push(eq(profiles.domain, options.domain));
  const rows = await db
    .select({
      mid: profiles.mid,
      domain: profiles.domain,
      birthStar: profiles.birthStar,
      padham: profiles.padham,
      raasi: profiles.raasi,
    })
    .from(profiles)
    .where(and(...conditions))
    .orderBy(asc(profiles.id));
  const found = rows.flatMap((row) => {
    const problem = horoscopeProblem(row);
    return problem === undefined ? [] : [`${describe(row)}: ${problem}`];
  });
  const checked = `${rows.length} horoscope${rows.length === 1 ? '' : 's'} checked`;
  const agreeing =
    found.length === 0
      ? [`Every star, padham and raasi agree (${checked}).`]
      : [
          `${found.length} whose star, padham and raasi do not agree (${checked}); nothing was changed:`,
          ...found,
        ];
  const sky = await differencesFromSky(db, options.domain);
  const computed = `${sky.checked} with a birth time and a place from the list`;
  const fromSky =
    sky.found.length === 0
      ? [`Every typed star, padham and raasi is the one their date, time and place give (${computed}).`]
      : [
          `${sky.found.length} whose typed star, padham or raasi differs from the one their date, time and place give (${computed}); nothing was changed:`,
          ...sky.found,
        ];
  return { ok: true, message: [...agreeing, ...fromSky].join('\n') };
}
