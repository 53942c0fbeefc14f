import { matchHoroscopes, type ProfileMatch } from '@varmala/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { preparedPerKey } from '../../db/prepared.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertMayLook } from '../access/who-may-look.js';
import { matchableBy } from '../access/who-sees-whom.js';
import type { HoroscopeCaches } from './horoscope-caches.js';
import { noOwnStar, readOwnHoroscope } from './own-horoscope.js';
import { chartOf } from './viewer-matches.js';

// Only what the matcher reads: gender, star, padham and raasi. Birth time and files are gated and
// never read here.
const targetStatement = preparedPerKey((db, role: 'member' | 'admin') =>
  db
    .select({
      gender: profiles.gender,
      birthStar: profiles.birthStar,
      padham: profiles.padham,
      raasi: profiles.raasi,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, sql.placeholder('profileId')),
        matchableBy({
          role: role === 'admin' ? 'ADMIN' : 'USER',
          id: sql.placeholder('viewerId'),
          domain: sql.placeholder('domain'),
          demo: sql.placeholder('demo'),
          demosApart: sql.placeholder('demosApart'),
        }),
      ),
    )
    .limit(1)
    .prepare(`profile_match_${role}`),
);

/**
 * `GET /api/profile/match/{profileId}`: the caller's horoscope against a profile they may see, the
 * bride's chart first whichever of the two asks, and the one verdict of the caller's site rule. A profile the caller
 * may not see answers as the view does (404).
 */
export async function matchProfile(
  db: Db,
  caches: HoroscopeCaches,
  viewer: AuthUser,
  profileId: number,
): Promise<ProfileMatch> {
  assertMayLook(viewer);
  const [[target], own] = await Promise.all([
    targetStatement(db, viewer.role === 'ADMIN' ? 'admin' : 'member').execute({
      profileId,
      viewerId: viewer.id,
      domain: viewer.domain,
      demo: viewer.demo,
      demosApart: viewer.demosApart,
    }),
    readOwnHoroscope(db, caches, viewer),
  ]);
  if (!target) throw new AppError('NOT_FOUND', 'profileNotFound');
  if (!own) throw noOwnStar();
  if ((target.gender === 'Female') === (own.side === 'bride')) throw new AppError('CONFLICT', 'sameSide');
  const other = chartOf(target);
  const [bride, groom] = own.side === 'bride' ? [own.chart, other] : [other, own.chart];
  return { ...matchHoroscopes(bride, groom, own.rule), rule: own.rule };
}
