import {
  type Domain,
  type HoroscopeChart,
  hasMarsDosham,
  matchHoroscopes,
  type ProfileMatch,
} from '@varmala/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { preparedOnce, preparedPerKey } from '../../db/prepared.js';
import { profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type StoredBirth, skyOfProfile } from '../../lib/birth-sky/profile-sky.js';
import type { HoroscopeCaches } from '../access/horoscope-caches.js';
import { noOwnStar, readOwnHoroscope } from '../access/own-horoscope.js';
import { chartOf } from '../access/viewer-matches.js';
import { assertMayLook } from '../access/who-may-look.js';
import { matchableBy } from '../access/who-sees-whom.js';

// The birth time is gated: read only for the Mars dosham, it never leaves here.
const targetStatement = preparedPerKey((db, role: 'member' | 'admin') =>
  db
    .select({
      gender: profiles.gender,
      birthStar: profiles.birthStar,
      padham: profiles.padham,
      raasi: profiles.raasi,
      dateOfBirth: profiles.dateOfBirth,
      birthTime: profiles.birthTime,
      birthPlaceId: profiles.birthPlaceId,
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

const ownBirthStatement = preparedOnce((db) =>
  db
    .select({
      dateOfBirth: profiles.dateOfBirth,
      birthTime: profiles.birthTime,
      birthPlaceId: profiles.birthPlaceId,
    })
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_match_own_birth'),
);

/** Null without a birth time and a listed place. */
function marsDosham(domain: Domain, birth: StoredBirth | undefined): boolean | null {
  const sky = birth && skyOfProfile(birth);
  return sky ? hasMarsDosham(domain, sky.mars_house) : null;
}

/** The bride's chart first whichever of the two asks; 404 as the view does. */
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
  let mine: HoroscopeChart = own.chart;
  let other: HoroscopeChart = chartOf(target);
  if (own.rule.mars_blocks) {
    const [ownBirth] = await ownBirthStatement(db).execute({ userId: viewer.id });
    mine = { ...mine, mars_dosham: marsDosham(viewer.domain, ownBirth) };
    other = { ...other, mars_dosham: marsDosham(viewer.domain, target) };
  }
  const [bride, groom] = own.side === 'bride' ? [mine, other] : [other, mine];
  return { ...matchHoroscopes(bride, groom, own.rule), rule: own.rule };
}
