import { type MemberHome, type NextStep, PROFILE_STEPS, type Preferences } from '@varmala/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { profiles, shortlists, users } from '../../db/schema.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { interestVisibleTo, takesPartInInterests, viewableBy } from '../access/who-sees-whom.js';
import type { HoroscopeCaches } from '../horoscope/horoscope-caches.js';
import { countAnsweredSince, countWaitingFor } from '../interests/queries.js';
import { newMatches } from './new-matches.js';
import { readPreferences } from './preferences.js';

/** Away this long, a member's next home starts a new visit. */
const NEW_VISIT_AFTER = sql.raw(`interval '1 hour'`);
/** A first visit shows the matches of the last week. */
const FIRST_VISIT_LOOKS_BACK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The visit the member is on: when they come back after an hour away, the last visit becomes the
 * one they left, so "since your last visit" holds still while they move about the site.
 */
async function markVisit(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({
      lastVisitAt: sql`case when ${users.seenAt} is null or ${users.seenAt} < now() - ${NEW_VISIT_AFTER}
        then ${users.seenAt} else ${users.lastVisitAt} end`,
      seenAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ lastVisitAt: users.lastVisitAt });
  return row?.lastVisitAt ?? null;
}

async function ownProfileOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: profiles.id,
      status: profiles.status,
      paused: profiles.paused,
      completedSteps: profiles.completedSteps,
      numberCheckAskedAt: profiles.numberCheckAskedAt,
      hasPhoto: sql<boolean>`exists (select 1 from "photos" as ph where ph.profile_id = "profiles"."id")`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}

/** Members the viewer may see who shortlisted the viewer's profile. */
async function countShortlistedMe(db: Db, viewer: AuthUser, ownProfileId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shortlists)
    .innerJoin(profiles, eq(profiles.userId, shortlists.userId))
    .where(and(eq(shortlists.profileId, ownProfileId), viewableBy(viewer)));
  return row?.n ?? 0;
}

/** The steps saved as forms; the photo is a step of its own on the home (`add_photo`). */
const FORM_STEPS = PROFILE_STEPS.filter((step) => step !== 'photo');

/** Nothing chosen: every profile of the other gender fits. */
const isEmpty = (p: Preferences) =>
  p.from_age === null &&
  p.to_age === null &&
  !p.horoscope_match &&
  [p.community, p.state, p.education, p.marital_status].every((chosen) => chosen.length === 0);

/**
 * `GET /api/me/home`: what happened since the member's last visit and what to do next. Interests
 * count only while the member's profile is Approved and not paused (as the boxes show them);
 * a member without a profile is asked to finish it.
 */
export async function memberHome(
  db: Db,
  caches: HoroscopeCaches,
  urls: MediaUrlSigner,
  viewer: AuthUser,
): Promise<MemberHome> {
  const [lastVisit, own, preferences] = await Promise.all([
    markVisit(db, viewer.id),
    viewer.profileId === null ? Promise.resolve(undefined) : ownProfileOf(db, viewer.id),
    readPreferences(db, viewer.id),
  ]);
  const home: MemberHome = {
    interests_received_new: 0,
    interests_answered_new: 0,
    shortlisted_me: 0,
    new_matches: [],
    last_visit_at: lastVisit?.toISOString() ?? null,
    next_steps: [],
  };
  // An operator has no profile to finish.
  if (!own) return viewer.role === 'ADMIN' ? home : { ...home, next_steps: ['finish_profile'] };
  const steps: NextStep[] = [];
  if (FORM_STEPS.some((step) => !own.completedSteps.includes(step))) steps.push('finish_profile');
  if (!own.hasPhoto) steps.push('add_photo');
  if (own.numberCheckAskedAt) steps.push('confirm_number');
  if (isEmpty(preferences)) steps.push('set_preferences');
  home.next_steps = steps;
  if (!takesPartInInterests(own)) return home;

  const visible = interestVisibleTo(viewer);
  const since = lastVisit ?? new Date(Date.now() - FIRST_VISIT_LOOKS_BACK_MS);
  const [received, answered, shortlisted, matches] = await Promise.all([
    countWaitingFor(db, own.id, visible),
    countAnsweredSince(db, own.id, lastVisit, visible),
    countShortlistedMe(db, viewer, own.id),
    newMatches(db, caches, urls, viewer, preferences, since),
  ]);
  return {
    ...home,
    interests_received_new: received,
    interests_answered_new: answered,
    shortlisted_me: shortlisted,
    new_matches: matches,
  };
}
