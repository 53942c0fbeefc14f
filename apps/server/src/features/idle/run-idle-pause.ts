import { IDLE_WARNING_DAYS, KEEP_LISTED_LINK_DAYS } from '@varmala/shared';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { siteOf, siteUrl } from '../../config.js';
import { notificationSettings, profiles, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { dayInIndia } from '../../lib/india-day.js';
import { issueOneTimeSecret } from '../access/one-time-tokens.js';
import { idleWarningMail } from './idle-mail.js';

export type IdleDeps = Pick<Deps, 'db' | 'mailer' | 'config'> & {
  log: { error(details: object, message: string): void };
};

const DAY_MS = 24 * 60 * 60 * 1000;

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Midnight of a day in India, as the warning's time is kept (so a run "as of" a day reads alike). */
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Kolkata')`;

export interface IdleRun {
  /** The day the run was for. */
  asOf: string;
  /** Member ids warned by mail that their profile will be paused in 7 days. */
  warned: string[];
  /** Member ids paused for inactivity. */
  paused: string[];
}

/**
 * The idle pause as of a day (today unless given): profiles listed but unused for
 * `idlePauseDays`, warned at least 7 days before, are paused; profiles 7 days short of it are
 * warned once, by mail, with a one-click link that keeps them listed. Each profile is claimed by
 * the statement that changes it, so two instances running at once warn and pause each one once.
 */
export async function runIdlePause(deps: IdleDeps, asOf = dayInIndia()): Promise<IdleRun> {
  const { db, config } = deps;
  const days = config.idlePauseDays;
  const listed = and(eq(profiles.status, 200), eq(profiles.paused, false));
  const paused = await db
    .update(profiles)
    .set({ paused: true, pausedFor: 'idle' })
    .where(
      and(
        listed,
        lte(profiles.lastActiveOn, plusDays(asOf, -days)),
        isNotNull(profiles.idleWarnedAt),
        lte(profiles.idleWarnedAt, startOfDay(plusDays(asOf, -IDLE_WARNING_DAYS))),
      ),
    )
    .returning({ mid: profiles.mid });
  const warned = await db
    .update(profiles)
    .set({ idleWarnedAt: startOfDay(asOf) })
    .where(
      and(
        listed,
        isNull(profiles.idleWarnedAt),
        lte(profiles.lastActiveOn, plusDays(asOf, -(days - IDLE_WARNING_DAYS))),
      ),
    )
    .returning({
      id: profiles.id,
      mid: profiles.mid,
      userId: profiles.userId,
      lastActiveOn: profiles.lastActiveOn,
    });
  for (const profile of warned) {
    try {
      await warnByMail(deps, profile, asOf);
    } catch (error) {
      // One mail that fails must not keep the others from going; the pause still waits 7 days.
      deps.log.error({ err: error, profileId: profile.id }, 'the idle warning could not be mailed');
    }
  }
  return { asOf, warned: warned.map((p) => p.mid), paused: paused.map((p) => p.mid) };
}

async function warnByMail(
  deps: IdleDeps,
  profile: { id: number; mid: string; userId: number; lastActiveOn: string },
  asOf: string,
): Promise<void> {
  const [owner] = await deps.db
    .select({
      name: profiles.name,
      email: profiles.email,
      language: users.language,
      profileFor: users.profileFor,
      domain: users.domain,
      emailChoice: notificationSettings.email,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(profiles.id, profile.id));
  if (!owner?.email || owner.emailChoice === 'off') return;
  const secret = await issueOneTimeSecret(deps.db, {
    userId: profile.userId,
    purpose: 'keep_listed',
    ttlMs: KEEP_LISTED_LINK_DAYS * DAY_MS,
  });
  const language = owner.language ?? 'en';
  const site = siteOf(deps.config, owner.domain, language);
  const days = deps.config.idlePauseDays;
  const pauseOn = [plusDays(profile.lastActiveOn, days), plusDays(asOf, IDLE_WARNING_DAYS)]
    .sort()
    .at(-1) as string;
  const mail = idleWarningMail(language, owner, {
    mid: profile.mid,
    site,
    pauseOn,
    days,
    link: `${siteUrl(deps.config, owner.domain)}/keep-listed?token=${secret}`,
  });
  await deps.mailer.send({
    to: owner.email,
    fromName: site.name,
    ...mail,
    key: `idle-warning:${profile.id}:${profile.lastActiveOn}`,
  });
}
