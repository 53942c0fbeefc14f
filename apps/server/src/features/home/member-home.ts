import { type MemberHome, type NextStep, PROFILE_STEPS, type Preferences } from '@varmala/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { preparedOnce, preparedPerKey } from '../../db/prepared.js';
import { partnerPreferences, profiles, shortlists, users } from '../../db/schema.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import { interestVisibleTo, takesPartInInterests, viewableBy } from '../access/who-sees-whom.js';
import type { HoroscopeCaches } from '../horoscope/horoscope-caches.js';
import { answeredSinceCount, waitingForCount } from '../interests/queries.js';
import { newMatches } from './new-matches.js';
import { toPreferences } from './preferences.js';

/** Away this long, a member's next home starts a new visit. */
const NEW_VISIT_AFTER = sql.raw(`interval '1 hour'`);
/** A first visit shows the matches of the last week. */
const FIRST_VISIT_LOOKS_BACK_MS = 7 * 24 * 60 * 60 * 1000;

const value = (name: string) => sql.placeholder(name);

/**
 * The visit the member is on: when they come back after an hour away, the last visit becomes the
 * one they left, so "since your last visit" holds still while they move about the site.
 */
const markVisitStatement = preparedOnce((db) =>
  db
    .update(users)
    .set({
      lastVisitAt: sql`case when ${users.seenAt} is null or ${users.seenAt} < now() - ${NEW_VISIT_AFTER}
        then ${users.seenAt} else ${users.lastVisitAt} end`,
      seenAt: sql`now()`,
    })
    .where(eq(users.id, value('userId')))
    .returning({ lastVisitAt: users.lastVisitAt })
    .prepare('home_mark_visit'),
);

async function markVisit(db: Db, userId: number): Promise<Date | null> {
  const [row] = await markVisitStatement(db).execute({ userId });
  return row?.lastVisitAt ?? null;
}

/** The member's own profile as the home needs it, with their preferences, in one statement. */
const ownProfileStatement = preparedOnce((db) =>
  db
    .select({
      id: profiles.id,
      status: profiles.status,
      paused: profiles.paused,
      completedSteps: profiles.completedSteps,
      numberCheckAskedAt: profiles.numberCheckAskedAt,
      hasPhoto: sql<boolean>`exists (select 1 from "photos" as ph where ph.profile_id = "profiles"."id")`,
      preferences: partnerPreferences,
    })
    .from(profiles)
    .leftJoin(partnerPreferences, eq(partnerPreferences.userId, profiles.userId))
    .where(eq(profiles.userId, value('userId')))
    .limit(1)
    .prepare('home_own_profile'),
);

async function ownProfileOf(db: Db, userId: number) {
  const [row] = await ownProfileStatement(db).execute({ userId });
  return row && { ...row, preferences: toPreferences(row.preferences) };
}

/**
 * The home's three counts in one statement: interests waiting for the member's answer, answers to
 * theirs since the last visit (ever, on a first visit), and members they may see who shortlisted
 * them. Each subquery reads its own `profiles`, the one the who-sees-whom rule speaks of. One
 * statement for members and one for an operator with a profile of their own, who sees every one.
 */
const countsStatement = preparedPerKey((db, role: AuthUser['role']) => {
  const viewer = {
    role,
    id: value('viewerId'),
    domain: value('domain'),
    demo: value('demo'),
    demosApart: value('demosApart'),
  };
  const visible = interestVisibleTo(viewer);
  const own = value('own');
  const shortlistedMe = db
    .select({ n: count() })
    .from(shortlists)
    .innerJoin(profiles, eq(profiles.userId, shortlists.userId))
    .where(and(eq(shortlists.profileId, own), viewableBy(viewer)));
  return (
    db
      .select({
        received: sql<number>`(${waitingForCount(db, own, visible)})::int`,
        answered: sql<number>`(${answeredSinceCount(db, own, value('lastVisit'), visible)})::int`,
        shortlisted: sql<number>`(${shortlistedMe})::int`,
      })
      // A select needs a table to be prepared: one row, of no table.
      .from(sql`(values (1)) as home (one)`)
      .prepare(`home_counts_${role.toLowerCase()}`)
  );
});

async function homeCounts(db: Db, viewer: AuthUser, own: number, lastVisit: Date | null) {
  const [row] = await countsStatement(db, viewer.role).execute({
    viewerId: viewer.id,
    domain: viewer.domain,
    demo: viewer.demo,
    demosApart: viewer.demosApart,
    own,
    lastVisit: lastVisit?.toISOString() ?? null,
  });
  return {
    received: Number(row?.received ?? 0),
    answered: Number(row?.answered ?? 0),
    shortlisted: Number(row?.shortlisted ?? 0),
  };
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
  const [lastVisit, own] = await Promise.all([
    markVisit(db, viewer.id),
    viewer.profileId === null ? Promise.resolve(undefined) : ownProfileOf(db, viewer.id),
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
  if (isEmpty(own.preferences)) steps.push('set_preferences');
  home.next_steps = steps;
  if (!takesPartInInterests(own)) return home;

  const since = lastVisit ?? new Date(Date.now() - FIRST_VISIT_LOOKS_BACK_MS);
  const [counts, matches] = await Promise.all([
    homeCounts(db, viewer, own.id, lastVisit),
    newMatches(db, caches, urls, viewer, own.preferences, since),
  ]);
  return {
    ...home,
    interests_received_new: counts.received,
    interests_answered_new: counts.answered,
    shortlisted_me: counts.shortlisted,
    new_matches: matches,
  };
}
