import type { Padham, Raasi, Star } from '@varmala/shared';
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { matchRules, profiles } from '../../db/schema.js';
import { AppError } from '../../errors.js';
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
      rule: matchRules.rule,
    })
    .from(profiles)
    .leftJoin(matchRules, eq(matchRules.domain, profiles.domain))
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('own_horoscope'),
);

/**
 * How long a member's own chart and site rule are kept. Every search page needs them, and reading
 * them on each one cost the plain search a third more of the database's time and an extra round trip
 * (docs/benchmarks.md). Only a member with a star is kept, so a star just added counts at once; a
 * star changed, or a rule saved through another server, shows within this time. A rule saved
 * through this server (the admin screen, or the CLI handing its command to it) drops them all.
 */
const OWN_KEPT_MS = 30_000;
const OWN_KEPT_MAX = 10_000;

const keptByDb = new WeakMap<Db, LRUCache<number, OwnHoroscope>>();

function keptFor(db: Db): LRUCache<number, OwnHoroscope> {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new LRUCache({ max: OWN_KEPT_MAX, ttl: OWN_KEPT_MS });
    keptByDb.set(db, kept);
  }
  return kept;
}

/** The member's own horoscope and their site's rule; undefined without a profile or a star. */
export async function readOwnHoroscope(db: Db, viewer: AuthUser): Promise<OwnHoroscope | undefined> {
  const kept = keptFor(db);
  const known = kept.get(viewer.id);
  if (known) return known;
  const [row] = await ownStatement(db).execute({ userId: viewer.id });
  if (!row?.birthStar) return undefined;
  const own: OwnHoroscope = {
    chart: {
      star: row.birthStar as Star,
      pada: row.padham as Padham | null,
      raasi: row.raasi as Raasi | null,
    },
    side: row.gender === 'Female' ? 'bride' : 'groom',
    rule: storedRule(row.rule, row.domain),
  };
  kept.set(viewer.id, own);
  return own;
}

/** Drops every kept chart and rule, after a site's rule has changed. */
export function forgetOwnHoroscopes(db: Db): void {
  keptByDb.get(db)?.clear();
}
