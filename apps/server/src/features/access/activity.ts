import { ACTIVITY_BANDS, type ActivityBand } from '@varmala/shared';
import { and, eq, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import { dayInIndia } from '../../lib/india-day.js';

/** The day in India, where the members are: a day of use is counted by their calendar. */
export const TODAY_IN_INDIA: SQL = sql`(now() at time zone 'Asia/Kolkata')::date`;

/**
 * Records that a member used the site today: the profile's day of last use, and the idle warning
 * forgotten (use is what the warning asked for). One write per member a day and process: the
 * members already written today are remembered.
 */
export class ActivityMarks {
  private readonly written = new LRUCache<number, string>({ max: 50_000 });

  constructor(private readonly db: Db) {}

  async mark(userId: number): Promise<void> {
    const today = dayInIndia();
    if (this.written.get(userId) === today) return;
    this.written.set(userId, today);
    await this.db
      .update(profiles)
      .set({ lastActiveOn: sql`${TODAY_IN_INDIA}`, idleWarnedAt: null })
      .where(and(eq(profiles.userId, userId), lt(profiles.lastActiveOn, TODAY_IN_INDIA)));
  }

  /** Forgets what was written, as a test that moves a profile's last day back needs. */
  forget(userId: number): void {
    this.written.delete(userId);
  }
}

/**
 * Whether the viewer shows their own activity: who hides theirs sees nobody's (an admin sees all).
 * Written out in full, as the outer query's `profiles` must not be read as the subquery's.
 */
export function viewerShowsActivity(viewerId: number | Placeholder, admin: boolean): SQL<boolean> {
  if (admin) return sql<boolean>`true`;
  return sql<boolean>`coalesce((select v.show_activity from ${profiles} as v where v.user_id = ${viewerId}::int), true)`;
}

/**
 * How recently the outer query's profile was used, as a viewer may see it: a band of its day of
 * last use, so it changes at most once a day; null when its owner hides it, or when the viewer
 * hides their own.
 */
export function activityBandFor(viewerId: number | Placeholder, admin: boolean): SQL<ActivityBand | null> {
  const [week, month, older] = ACTIVITY_BANDS;
  return sql<ActivityBand | null>`case
    when not "profiles"."show_activity" or not ${viewerShowsActivity(viewerId, admin)} then null
    when "profiles"."last_active_on" > ${TODAY_IN_INDIA} - 7 then '${sql.raw(week)}'
    when "profiles"."last_active_on" > ${TODAY_IN_INDIA} - 30 then '${sql.raw(month)}'
    else '${sql.raw(older)}' end`;
}

/**
 * Used within `days` days (a statement's value, null for no filter), as the band tells it: a
 * profile that hides its band is never among them, and a viewer who hides their own cannot filter
 * by it (the filter is left out).
 */
export function activeWithin(days: Placeholder, viewerId: Placeholder, admin: boolean): SQL {
  return sql`(${days}::int is null or not ${viewerShowsActivity(viewerId, admin)}
    or ("profiles"."show_activity" and "profiles"."last_active_on" > ${TODAY_IN_INDIA} - ${days}::int))`;
}
