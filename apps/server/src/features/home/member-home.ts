import { type MemberHome, type NextStep, PROFILE_STEPS, type Preferences } from '@varmala/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../app-types.js';
import type { Db } from '../../db/client.js';
import { preparedOnce, preparedPerKey } from '../../db/prepared.js';
import { partnerPreferences, profiles, shortlists, users } from '../../db/schema.js';
import type { MediaUrlSigner } from '../../lib/storage/signed-url.js';
import type { HoroscopeCaches } from '../access/horoscope-caches.js';
import { interestVisibleTo, takesPartInInterests, viewableBy } from '../access/who-sees-whom.js';
import { answeredSinceCount, waitingForCount } from '../interests/queries.js';
import { marriedAsks } from './married-asks.js';
import { newMatches } from './new-matches.js';
import { toPreferences } from './preferences.js';

const NEW_VISIT_AFTER = sql.raw(`interval '1 hour'`);
const FIRST_VISIT_LOOKS_BACK_MS = 7 * 24 * 60 * 60 * 1000;

const value = (name: string) => sql.placeholder(name);

/** Back after an hour away, the last visit becomes the one they left: "since your last visit" holds still. */
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

const ownProfileStatement = preparedOnce((db) =>
  db
    .select({
      id: profiles.id,
      status: profiles.status,
      paused: profiles.paused,
      completedSteps: profiles.completedSteps,
      numberCheckAskedAt: profiles.numberCheckAskedAt,
      pausedFor: profiles.pausedFor,
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

/** Each subquery reads its own `profiles`, the one the who-sees-whom rule speaks of. */
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
      // A select needs a table to be prepared.
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

/** The photo is a step of its own on the home (`add_photo`). */
const FORM_STEPS = PROFILE_STEPS.filter((step) => step !== 'photo');

const isEmpty = (p: Preferences) =>
  p.from_age === null &&
  p.to_age === null &&
  !p.horoscope_match &&
  [p.community, p.state, p.education, p.marital_status].every((chosen) => chosen.length === 0);

/** Interests count only while the member's profile is Approved and not paused, as the boxes show them. */
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
    profile_status: own?.status ?? null,
    paused_for: own?.pausedFor ?? null,
    marriage_to_confirm: [],
    story_to_consent: null,
  };
  if (!own) return viewer.role === 'ADMIN' ? home : { ...home, next_steps: ['finish_profile'] };
  const steps: NextStep[] = [];
  // A number that did not answer twice keeps the profile paused until a new one is given.
  if (own.pausedFor === 'number') steps.push('correct_number');
  if (FORM_STEPS.some((step) => !own.completedSteps.includes(step))) steps.push('finish_profile');
  if (!own.hasPhoto) steps.push('add_photo');
  if (own.numberCheckAskedAt && own.pausedFor !== 'number') steps.push('confirm_number');
  if (isEmpty(own.preferences)) steps.push('set_preferences');
  home.next_steps = steps;
  Object.assign(home, await marriedAsks(db, own));
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
