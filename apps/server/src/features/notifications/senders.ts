import type { Agent } from 'node:https';
import { setTimeout as pause } from 'node:timers/promises';
import { INSTANT_NOTIFICATION_KINDS, type NotificationKind } from '@varmala/shared';
import { and, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import webpush from 'web-push';
import { notifications, pushSubscriptions } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { countNewMatches } from '../home/new-matches.js';
import { deliverOnce } from './deliveries.js';
import { findRecipient, type Recipient } from './member-settings.js';
import { digestMail, instantMail, type NoticeRow } from './notice-mails.js';
import { noticeLine, pageOf } from './notice-texts.js';
import { indianDay, pushMayGoAt } from './quiet-hours.js';
import { NOTICES_CHANNEL } from './record-notice.js';
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

/**
 * Kinds that already have a mail of their own, sent by the event (the refusal and its reasons, the
 * request to confirm a number): the notice mails never repeat them.
 */
const SERVICE_MAILED: NotificationKind[] = ['profile_rejected', 'confirm_number'];
const DIGEST_JOBS_PER_INSERT = 1000;
const DIGEST_WORKERS = 4;
const DISPATCH_BATCH = 500;
const PERIOD_DAYS = { daily: 1, weekly: 7 } as const;

export interface NoticeSenders {
  /** Looks for notices not yet handed to a channel (also done on each commit that wrote one). */
  dispatch(): Promise<void>;
  /** Starts the digest of a period now, as its schedule does; answers how many members were queued. */
  runDigest(period: DigestPeriod, now?: Date): Promise<number>;
  /** Writes the subscription reminders due (ending in 7 days, ended), as the daily run does. */
  remindSubscriptions(): Promise<void>;
  stop(): Promise<void>;
}

const hasMail = (recipient: Recipient | undefined): recipient is Recipient & { email: string } =>
  Boolean(recipient?.email) && recipient?.frequency !== 'off';

/** How often an instance tries again to create a queue whose creation deadlocked with another's. */
const QUEUE_CREATION_ATTEMPTS = 5;

/**
 * Creates a queue unless it is there. Instances that start together on a new database create the
 * same queues at once: one may find the queue made meanwhile, and PostgreSQL may end one's
 * creation as a deadlock with another's (40P01), which then tries again.
 */
async function createQueueOnce(
  boss: PgBoss,
  name: string,
  options: Omit<Parameters<PgBoss['createQueue']>[1] & object, 'name'>,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { name, ...options });
      return;
    } catch (error) {
      if (await boss.getQueue(name)) return;
      const deadlock = (error as { code?: string }).code === '40P01';
      if (!deadlock || attempt === QUEUE_CREATION_ATTEMPTS) throw error;
      await pause(50 * attempt + Math.random() * 100);
    }
  }
}

/**
 * The senders of notices, as jobs on pg-boss in the application's own database (PostgreSQL or the
 * embedded one): retried with back-off, and each message sent once per idempotency key
 * (`deliveries.ts`), so several instances share the work and a sender that dies is replaced.
 */
export async function startNoticeSenders(
  deps: SenderDeps,
  vapid: VapidKeys,
  options: {
    /** The clock quiet hours are read from (tests set the hour). */
    now?: () => Date;
    /** How push services are reached (tests trust their stand-in's certificate). */
    pushAgent?: Agent;
  } = {},
): Promise<NoticeSenders> {
  const now = options.now ?? (() => new Date());
  const { config, db, log } = deps;
  const lease = config.notices.claimLeaseSeconds;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => deps.database.executeSql(text, values) as Promise<{ rows: never[] }>,
    },
    schedule: true,
    supervise: true,
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, config.notices.jobExpireSeconds)),
  });
  boss.on('error', (error) => log.error({ err: error }, 'the notice queue failed'));
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    await createQueueOnce(boss, name, {
      retryLimit: 8,
      retryDelay: config.notices.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: config.notices.jobExpireSeconds,
    });
  }
  const subject = `mailto:${/<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom}`;

  async function sendInstantMail(noticeId: number): Promise<void> {
    const [notice] = await db.select().from(notifications).where(eq(notifications.id, noticeId));
    if (!notice || notice.mailedAt) return;
    const to = await findRecipient(db, notice.userId);
    // Changed their mind since: the digest (or nothing) takes it.
    if (!hasMail(to) || to.frequency !== 'instant') return;
    const key = `mail:${notice.id}`;
    await deliverOnce(db, key, lease, async () => {
      await deps.mailer.send(instantMail(config, to, notice, key));
      await db.update(notifications).set({ mailedAt: sql`now()` }).where(eq(notifications.id, notice.id));
    });
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
      title: { en: 'Varmala', mr: 'वरमाला', ta: 'வரமாலா' }[to.language],
      body: noticeLine(to.language, notice.kind, notice.data),
      url: pageOf(notice.kind),
      lang: to.language,
      tag: `notice-${notice.id}`,
    });
    const browsers = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, notice.userId));
    for (const browser of browsers) {
      await deliverOnce(db, `push:${notice.id}:${browser.id}`, lease, async () => {
        try {
          await webpush.sendNotification(
            { endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } },
            payload,
            {
              vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
              TTL: 24 * 60 * 60,
              ...(options.pushAgent ? { agent: options.pushAgent } : {}),
            },
          );
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          // The browser unsubscribed or the service forgot it: it will never take a notice again.
          if (status === 404 || status === 410) {
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, browser.id));
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
    if (notices.length === 0 && newMatches === 0) return;
    const key = `digest:${job.period}:${job.userId}:${job.day}`;
    await deliverOnce(db, key, lease, async () => {
      await deps.mailer.send(digestMail(config, to, frequency, notices, newMatches, key));
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
    const day = indianDay(now);
    // Members with something unsaid, or preferences that may have new matches, whose choice is this period.
    const { rows } = await db.execute<{ user_id: number }>(sql`
      select u.id as user_id
      from users u
      join profiles p on p.user_id = u.id
      left join notification_settings s on s.user_id = u.id
      where p.email is not null
        and coalesce(s.email, case when p.email_verified_at is not null then 'daily' else 'off' end)
          in (${period}, ${period === 'daily' ? 'instant' : period})
        and (exists (select 1 from notifications n where n.user_id = u.id and n.mailed_at is null and n.id <= ${upTo})
          or exists (select 1 from partner_preferences pref where pref.user_id = u.id))`);
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
      for (const notice of picked) {
        if (!recipients.has(notice.userId))
          recipients.set(notice.userId, await findRecipient(db, notice.userId));
        const to = recipients.get(notice.userId);
        const instant =
          hasMail(to) &&
          to.frequency === 'instant' &&
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
      // Jobs first, then the mark: a crash between the two queues them again, and the keys keep it to one message.
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

  /** Runs each job of a batch; the failed ones are retried alone, the others complete. */
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
  // Digests come by the thousand at 08:00: several workers, each sending a batch at once.
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
  // 08:00 India time: the day's digest, and on Mondays the week's.
  await boss.schedule(QUEUES.digestRun, '0 8 * * *', { period: 'daily' }, { tz: 'Asia/Kolkata' });
  await boss.schedule(QUEUES.weeklyDigestRun, '0 8 * * 1', { period: 'weekly' }, { tz: 'Asia/Kolkata' });
  await boss.work<{ period: DigestPeriod }>(QUEUES.weeklyDigestRun, polling, async ([job]) => {
    if (job) await runDigest(job.data.period);
  });

  const listening = await deps.database.listen(NOTICES_CHANNEL, {
    notice: () => void dispatch(),
    live: () => {},
  });
  // A notice missed while the connection was down is found on the next round.
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
