import { DOMAINS, isDomain, normaliseStar, raasisFitting, raasisOfStar } from '@varmala/shared';
import { and, asc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import type { CommandResult } from '../../lib/admin-socket.js';

export const HOROSCOPE_CHECK_USAGE = `  horoscope-check [--domain varmala]
      List the profiles whose birth star, padham and raasi do not agree (saved before the form
      refused them). Nothing is changed: matching reads star and padham and sets such a raasi aside,
      so ask the family which part is wrong and correct it on their horoscope step.`;

interface StoredHoroscope {
  mid: string;
  domain: string;
  birthStar: string | null;
  padham: number | null;
  raasi: string | null;
}

/** What is wrong with a stored horoscope, or undefined when its parts agree (or it has none). */
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

/** `npm run admin -- horoscope-check`: the profiles whose star, padham and raasi disagree. */
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
  if (found.length === 0) return { ok: true, message: `Every star, padham and raasi agree (${checked}).` };
  return {
    ok: true,
    message: [
      `${found.length} whose star, padham and raasi do not agree (${checked}); nothing was changed:`,
      ...found,
    ].join('\n'),
  };
}
