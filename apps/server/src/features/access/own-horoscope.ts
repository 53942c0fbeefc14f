import type { Domain, Padham, Raasi, Star } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { matchRules, profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { HoroscopeCaches } from './horoscope-caches.js';
import { MARS_HOUSES_OF_ROW, marsDoshamOf } from './mars-houses.js';
import { storedRule } from './stored-rule.js';
import type { OwnHoroscope } from './viewer-matches.js';

export function noOwnStar(): AppError {
  return new AppError('CONFLICT', 'noOwnStar');
}

// The member's star, padham and raasi and their site's rule, in one statement: every search page
// needs both.
const ownStatement = preparedOnce((db) =>
  db
    .select({
      domain: profiles.domain,
      gender: profiles.gender,
      birthStar: profiles.birthStar,
      padham: profiles.padham,
      raasi: profiles.raasi,
      marsHouses: MARS_HOUSES_OF_ROW,
      rule: matchRules.rule,
    })
    .from(profiles)
    .leftJoin(matchRules, eq(matchRules.domain, profiles.domain))
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('own_horoscope'),
);

/** The member's own horoscope and their site's rule; undefined without a profile or a star. */
export async function readOwnHoroscope(
  db: Db,
  caches: HoroscopeCaches,
  viewer: Pick<AuthUser, 'id'>,
): Promise<OwnHoroscope | undefined> {
  const known = caches.own.get(viewer.id);
  if (known) return known;
  const [row] = await ownStatement(db).execute({ userId: viewer.id });
  if (!row?.birthStar) return undefined;
  const own: OwnHoroscope = {
    chart: {
      star: row.birthStar as Star,
      pada: row.padham as Padham | null,
      raasi: row.raasi as Raasi | null,
      mars_dosham: marsDoshamOf(row.domain as Domain, row.marsHouses),
    },
    side: row.gender === 'Female' ? 'bride' : 'groom',
    rule: storedRule(row.rule, row.domain),
    domain: row.domain as Domain,
  };
  caches.own.set(viewer.id, own);
  return own;
}
