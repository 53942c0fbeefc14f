import {
  type EmailFrequency,
  INSTANT_NOTIFICATION_KINDS,
  type NotificationKind,
  siteName,
} from '@varmala/shared';
import { and, eq, gt, inArray, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import webpush from 'web-push';
import { guardians, notifications, profiles, pushSubscriptions } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { dayInIndia } from '../../lib/india-day.js';
import { startJobQueue } from '../../lib/job-queue.js';
import { findManagingGuardians, findRecipient, type Recipient } from '../events/member-settings.js';
import { digestMail, instantMail, type ManagedNotices, type NoticeRow } from '../events/notice-mails.js';
import { noticeLine, pageOf } from '../events/notice-texts.js';
import { NOTICES_CHANNEL } from '../events/record-notice.js';
import { countNewMatches } from '../home/new-matches.js';
import { deliverOnce } from './deliveries.js';
import { allowedPushEndpoint, PushAddressRefused, pushServiceAgent } from './push-endpoints.js';
import { pushMayGoAt } from './quiet-hours.js';
import type { VapidKeys } from './vapid.js';

type SenderDeps = Pick<Deps, 'database' | 'db' | 'mailer' | 'log' | 'config' | 'horoscopes'>;
export type DigestPeriod = 'daily' | 'weekly';

const QUEUES = {
  mail: 'notice-mail',
  push: 'notice-push',
  digest: 'notice-digest',
  digestRun: 'notice-digest-run',
  weeklyDigestRun: 'notice-digest-run-weekly',
} as const;

/** Kinds the event mails itself (a refusal, a request to confirm a number): notice mails skip them. */
const SERVICE_MAILED: NotificationKind[] = ['profile_rejected', 'confirm_number'];
const DIGEST_JOBS_PER_INSERT = 1000;
const DIGEST_WORKERS = 4;
const DISPATCH_BATCH = 500;
const PERIOD_DAYS = { daily: 1, weekly: 7 } as const;

export interface NoticeSenders {
  /** Also done on each commit that wrote a notice. */
  dispatch(): Promise<void>;
  runDigest(period: DigestPeriod, now?: Date): Promise<number>;
  remindSubscriptions(): Promise<void>;
  stop(): Promise<void>;
}

/** Notice mails carry other members' ids and names: only to a confirmed address, never a mistyped one. */
const hasMail = (recipient: Recipient | undefined): recipient is Recipient & { email: string } =>
  Boolean(recipient?.email) && Boolean(recipient?.emailVerified) && recipient?.frequency !== 'off';

const isRefused = (error: unknown): boolean =>
  error instanceof PushAddressRefused || (error as { cause?: unknown })?.cause instanceof PushAddressRefused;

/** Jobs on pg-boss, sent once per idempotency key: instances share the work, a dead sender is replaced. */
export async function startNoticeSenders(
  deps: SenderDeps,
  vapid: VapidKeys,
  options: {
    now?: () => Date;
    pushServiceCa?: string | Buffer;
  } = {},
): Promise<NoticeSenders> {
  const now = options.now ?? (() => new Date());
  const { config, db, log } = deps;
  const lease = config.notices.claimLeaseSeconds;
  const boss = await startJobQueue(deps.database, {
    queues: Object.fromEntries(
      Object.values(QUEUES).map((name) => [
        name,
        {
          retryLimit: 8,
          retryDelay: config.notices.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: config.notices.jobExpireSeconds,
        },
      ]),
    ),
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, config.notices.jobExpireSeconds)),
    onError: (error) => log.error({ err: error }, 'the notice queue failed'),
  });
  const pushAgent = pushServiceAgent({ ca: options.pushServiceCa });
  const subject = `mailto:${/<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom}`;

  async function sendInstantMail(noticeId: number): Promise<void> {
    const [notice] = await db.select().from(notifications).where(eq(notifications.id, noticeId));
    if (!notice) return;
    const to = await findRecipient(db, notice.userId);
    // A retry after the guardians' part failed finds the profile's own mail sent.
    if (!notice.mailedAt && hasMail(to) && to.frequency === 'instant') {
      const key = `mail:${notice.id}`;
      await deliverOnce(db, key, lease, async () => {
        await deps.mailer.send(instantMail(config, to, notice, key));
        await db.update(notifications).set({ mailedAt: sql`now()` }).where(eq(notifications.id, notice.id));
      });
    }
    // An address the profile shares with a guardian (a parent's) is mailed once.
    const managing = (await findManagingGuardians(db, notice.userId)).filter(
      (guardian) => hasMail(guardian) && guardian.frequency === 'instant' && guardian.email !== to?.email,
    );
    if (managing.length === 0) return;
    const [profile] = await db
      .select({ mid: profiles.mid })
      .from(profiles)
      .where(eq(profiles.userId, notice.userId));
    const sent = new Set<string>();
    for (const guardian of managing) {
      if (!hasMail(guardian) || sent.has(guardian.email)) continue;
      sent.add(guardian.email);
      const key = `mail:${notice.id}:${guardian.userId}`;
      await deliverOnce(db, key, lease, () =>
        deps.mailer.send(instantMail(config, guardian, notice, key, profile?.mid)),
      );
    }
  }

  async function sendPush(noticeId: number): Promise<void> {
    const at = pushMayGoAt(now());
    if (at.getTime() > now().getTime()) {
      // Quiet hours in India: the notice waits for the morning.
      await boss.sendAfter(QUEUES.push, { id: noticeId }, {}, at);
      return;
    }
    const [notice] = await db.select().from(notifications).where(eq(notifications.id, noticeId));
    if (!notice || notice.readAt) return;
    const to = await findRecipient(db, notice.userId);
    if (!to?.push) return;
    const payload = JSON.stringify({
      title: siteName(to.domain, to.language),
      body: noticeLine(to.language, notice.kind, notice.data),
      url: pageOf(notice.kind),
      lang: to.language,
      tag: `notice-${notice.id}`,
    });
    const browsers = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, notice.userId));
    const forget = (id: number) => db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    for (const browser of browsers) {
      const endpoint = allowedPushEndpoint(browser.endpoint, config.pushServiceHosts);
      if (!endpoint) {
        log.warn({ subscription: browser.id }, 'a push subscription not on a push service was dropped');
        await forget(browser.id);
        continue;
      }
      await deliverOnce(db, `push:${notice.id}:${browser.id}`, lease, async () => {
        try {
          await webpush.sendNotification(
            { endpoint: endpoint.href, keys: { p256dh: browser.p256dh, auth: browser.auth } },
            payload,
            {
              vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
              TTL: 24 * 60 * 60,
              agent: pushAgent,
            },
          );
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          // 404/410: gone. A push service never redirects, and one leading to a private address is none:
          // no redirect followed, nor the host tried again.
          const gone = status === 404 || status === 410;
          const notPushService = (status !== undefined && status >= 300 && status < 400) || isRefused(error);
          if (notPushService)
            log.warn(
              { subscription: browser.id, status },
              'a push subscription not on a push service was dropped',
            );
          if (gone || notPushService) {
            await forget(browser.id);
            return;
          }
          throw error;
        }
      });
    }
  }

  async function sendDigest(job: {
    userId: number;
    period: DigestPeriod;
    day: string;
    upTo: number;
  }): Promise<void> {
    const to = await findRecipient(db, job.userId);
    if (!hasMail(to)) return;
    const frequency = to.frequency;
    // An instant member's daily digest carries what is not mailed at once (reminders, new matches).
    const takes = frequency === job.period || (frequency === 'instant' && job.period === 'daily');
    if (!takes) return;
    const notices: NoticeRow[] = await db
      .select({ id: notifications.id, kind: notifications.kind, data: notifications.data })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, job.userId),
          isNull(notifications.mailedAt),
          lte(notifications.id, job.upTo),
          notInArray(
            notifications.kind,
            frequency === 'instant' ? [...SERVICE_MAILED, ...INSTANT_NOTIFICATION_KINDS] : SERVICE_MAILED,
          ),
        ),
      )
      .orderBy(notifications.id);
    const since = new Date(Date.now() - PERIOD_DAYS[job.period] * 24 * 60 * 60 * 1000);
    const newMatches = await countNewMatches(db, deps.horoscopes, job.userId, since);
    const managed = await managedNotices(job.userId, job.upTo, since, frequency);
    if (notices.length === 0 && newMatches === 0 && managed.length === 0) return;
    const key = `digest:${job.period}:${job.userId}:${job.day}`;
    await deliverOnce(db, key, lease, async () => {
      await deps.mailer.send(digestMail(config, to, frequency, notices, newMatches, key, managed));
      if (notices.length > 0) {
        await db
          .update(notifications)
          .set({ mailedAt: sql`now()` })
          .where(
            inArray(
              notifications.id,
              notices.map((notice) => notice.id),
            ),
          );
      }
    });
  }

  /**
   * What happened in the period on the profiles a guardian manages (not views), by the profile's id.
   * By time, not by the profile's own `mailed_at`: the profile's own digest marks its notices, and
   * each guardian gets their copy whatever the profile's setting.
   */
  async function managedNotices(
    guardianUserId: number,
    upTo: number,
    since: Date,
    frequency: EmailFrequency,
  ): Promise<ManagedNotices[]> {
    const rows = await db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        data: notifications.data,
        mid: profiles.mid,
      })
      .from(guardians)
      .innerJoin(notifications, eq(notifications.userId, guardians.profileUserId))
      .innerJoin(profiles, eq(profiles.userId, guardians.profileUserId))
      .where(
        and(
          eq(guardians.guardianUserId, guardianUserId),
          ne(guardians.profileUserId, guardianUserId),
          inArray(guardians.role, ['owner', 'manage']),
          gt(notifications.createdAt, since),
          lte(notifications.id, upTo),
          notInArray(
            notifications.kind,
            frequency === 'instant' ? [...SERVICE_MAILED, ...INSTANT_NOTIFICATION_KINDS] : SERVICE_MAILED,
          ),
        ),
      )
      .orderBy(profiles.mid, notifications.id);
    const byProfile = new Map<string, NoticeRow[]>();
    for (const { mid, ...notice } of rows) {
      if (!mid) continue;
      byProfile.set(mid, [...(byProfile.get(mid) ?? []), notice]);
    }
    return [...byProfile].map(([mid, notices]) => ({ mid, notices }));
  }

  async function remindSubscriptions(): Promise<void> {
    const endDate = sql.raw(`to_char(s.end_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
    await db.execute(sql`
      insert into notifications (user_id, kind, data)
      select s.user_id, 'subscription_ending', jsonb_build_object('subscription_id', s.id, 'end_date', ${endDate})
      from subscriptions s
      where s.end_date > now() and s.end_date <= now() + interval '7 days'
        and not exists (select 1 from notifications n where n.user_id = s.user_id and n.kind = 'subscription_ending'
          and n.data->>'subscription_id' = s.id::text and n.data->>'end_date' = ${endDate})`);
    await db.execute(sql`
      insert into notifications (user_id, kind, data)
      select s.user_id, 'subscription_ended', jsonb_build_object('subscription_id', s.id, 'end_date', ${endDate})
      from subscriptions s
      where s.end_date <= now() and s.end_date > now() - interval '7 days'
        and not exists (select 1 from subscriptions later where later.user_id = s.user_id and later.end_date > now())
        and not exists (select 1 from notifications n where n.user_id = s.user_id and n.kind = 'subscription_ended'
          and n.data->>'subscription_id' = s.id::text and n.data->>'end_date' = ${endDate})`);
  }

  async function runDigest(period: DigestPeriod, now = new Date()): Promise<number> {
    if (period === 'daily') await remindSubscriptions();
    const [top] = await db
      .select({ id: sql<number>`coalesce(max(${notifications.id}), 0)::bigint` })
      .from(notifications);
    const upTo = Number(top?.id ?? 0);
    // The day a digest belongs to: one digest per member per day or week.
    const day = dayInIndia(now);
    const since = new Date(now.getTime() - PERIOD_DAYS[period] * 24 * 60 * 60 * 1000);
    const { rows } = await db.execute<{ user_id: number }>(sql`
      select u.id as user_id
      from users u
      join profiles p on p.user_id = u.id
      left join notification_settings s on s.user_id = u.id
      where p.email is not null and p.email_verified_at is not null
        and coalesce(s.email, case when p.email_verified_at is not null then 'daily' else 'off' end)
          in (${period}, ${period === 'daily' ? 'instant' : period})
        and (exists (select 1 from notifications n where n.user_id = u.id and n.mailed_at is null and n.id <= ${upTo})
          or exists (select 1 from partner_preferences pref where pref.user_id = u.id)
          or exists (select 1 from guardians g join notifications n on n.user_id = g.profile_user_id
            where g.guardian_user_id = u.id and g.profile_user_id <> u.id and g.role in ('owner', 'manage')
              and n.created_at > ${since.toISOString()}::timestamptz and n.id <= ${upTo}))`);
    for (let i = 0; i < rows.length; i += DIGEST_JOBS_PER_INSERT) {
      await boss.insert(
        rows.slice(i, i + DIGEST_JOBS_PER_INSERT).map((row) => ({
          name: QUEUES.digest,
          data: { userId: row.user_id, period, day, upTo },
          singletonKey: `${period}:${row.user_id}:${day}`,
        })),
      );
    }
    return rows.length;
  }

  let dispatching: Promise<void> | undefined;
  let again = false;
  async function dispatchRound(): Promise<void> {
    for (;;) {
      const picked = await db
        .select({ id: notifications.id, userId: notifications.userId, kind: notifications.kind })
        .from(notifications)
        .where(isNull(notifications.dispatchedAt))
        .orderBy(notifications.id)
        .limit(DISPATCH_BATCH);
      if (picked.length === 0) return;
      const jobs: PgBoss.JobInsert[] = [];
      const pushAt = pushMayGoAt(now());
      const startAfter = pushAt.getTime() > now().getTime() ? pushAt : new Date();
      const recipients = new Map<number, Recipient | undefined>();
      const guardiansMailed = new Map<number, boolean>();
      for (const notice of picked) {
        if (!recipients.has(notice.userId))
          recipients.set(notice.userId, await findRecipient(db, notice.userId));
        const to = recipients.get(notice.userId);
        if (!guardiansMailed.has(notice.userId))
          guardiansMailed.set(
            notice.userId,
            (await findManagingGuardians(db, notice.userId)).some(
              (guardian) => hasMail(guardian) && guardian.frequency === 'instant',
            ),
          );
        const instant =
          ((hasMail(to) && to.frequency === 'instant') || guardiansMailed.get(notice.userId) === true) &&
          INSTANT_NOTIFICATION_KINDS.includes(notice.kind) &&
          !SERVICE_MAILED.includes(notice.kind);
        if (instant)
          jobs.push({ name: QUEUES.mail, data: { id: notice.id }, singletonKey: `mail:${notice.id}` });
        if (to?.push) {
          jobs.push({
            name: QUEUES.push,
            data: { id: notice.id },
            singletonKey: `push:${notice.id}`,
            startAfter,
          });
        }
      }
      // Jobs first, then the mark: a crash between queues them again, and the keys keep it to one message.
      if (jobs.length > 0) await boss.insert(jobs);
      await db
        .update(notifications)
        .set({ dispatchedAt: sql`now()` })
        .where(
          inArray(
            notifications.id,
            picked.map((notice) => notice.id),
          ),
        );
    }
  }
  function dispatch(): Promise<void> {
    if (dispatching) {
      again = true;
      return dispatching;
    }
    dispatching = (async () => {
      do {
        again = false;
        await dispatchRound();
      } while (again);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'notices could not be handed to their senders'))
      .finally(() => {
        dispatching = undefined;
      });
    return dispatching;
  }

  /** The failed ones are retried alone, the others complete. */
  const eachJob =
    <T>(name: string, run: (data: T) => Promise<void>) =>
    async (jobs: PgBoss.Job<T>[]) => {
      const results = await Promise.allSettled(jobs.map((job) => run(job.data)));
      const failed = jobs.filter((_, i) => results[i]?.status === 'rejected');
      for (const [i, result] of results.entries()) {
        if (result.status === 'rejected')
          log.warn({ err: result.reason, job: jobs[i]?.id }, `${name} will be retried`);
      }
      if (failed.length > 0)
        await boss.fail(
          name,
          failed.map((job) => job.id),
        );
    };

  const polling = { pollingIntervalSeconds: config.notices.pollingSeconds };
  await boss.work<{ id: number }>(
    QUEUES.mail,
    { ...polling, batchSize: 5 },
    eachJob(QUEUES.mail, (d) => sendInstantMail(d.id)),
  );
  await boss.work<{ id: number }>(
    QUEUES.push,
    { ...polling, batchSize: 5 },
    eachJob(QUEUES.push, (d) => sendPush(d.id)),
  );
  // Digests come by the thousand at 08:00.
  for (let worker = 0; worker < DIGEST_WORKERS; worker++) {
    await boss.work<{ userId: number; period: DigestPeriod; day: string; upTo: number }>(
      QUEUES.digest,
      { ...polling, batchSize: 10 },
      eachJob(QUEUES.digest, sendDigest),
    );
  }
  await boss.work<{ period: DigestPeriod }>(QUEUES.digestRun, polling, async ([job]) => {
    if (job) await runDigest(job.data.period);
  });
  await boss.schedule(QUEUES.digestRun, '0 8 * * *', { period: 'daily' }, { tz: 'Asia/Kolkata' });
  await boss.schedule(QUEUES.weeklyDigestRun, '0 8 * * 1', { period: 'weekly' }, { tz: 'Asia/Kolkata' });
  await boss.work<{ period: DigestPeriod }>(QUEUES.weeklyDigestRun, polling, async ([job]) => {
    if (job) await runDigest(job.data.period);
  });

  const listening = await deps.database.listen(NOTICES_CHANNEL, {
    notice: () => void dispatch(),
    live: () => {},
  });
  // Catches a notice missed while the connection was down.
  const timer = setInterval(() => void dispatch(), 30_000);
  timer.unref();
  void dispatch();

  return {
    dispatch,
    runDigest,
    remindSubscriptions,
    async stop() {
      clearInterval(timer);
      await listening.stop();
      await dispatching;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
