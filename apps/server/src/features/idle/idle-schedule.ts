import type { Deps } from '../../deps.js';
import { startJobQueue } from '../../lib/job-queue.js';
import { runIdlePause } from './run-idle-pause.js';

const QUEUE = 'idle-pause-run';

/**
 * The daily idle pause as a job on the database's queue (pg-boss, as the notice senders use):
 * scheduled once for all instances at 03:30 India time, and harmless if it runs twice, since each
 * profile is warned and paused by the statement that claims it.
 */
export async function startIdlePauseSchedule(
  deps: Pick<Deps, 'database' | 'db' | 'mailer' | 'log' | 'config'>,
): Promise<{ stop(): Promise<void> }> {
  const { config, log } = deps;
  const boss = await startJobQueue(deps.database, {
    queues: {
      [QUEUE]: {
        retryLimit: 3,
        retryDelay: config.notices.retryDelaySeconds,
        expireInSeconds: config.notices.jobExpireSeconds,
      },
    },
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, config.notices.jobExpireSeconds)),
    onError: (error) => log.error({ err: error }, 'the idle pause queue failed'),
  });
  await boss.work(QUEUE, { pollingIntervalSeconds: config.notices.pollingSeconds }, async ([job]) => {
    if (!job) return;
    const run = await runIdlePause(deps);
    log.info({ warned: run.warned.length, paused: run.paused.length }, 'idle pause run');
  });
  await boss.schedule(QUEUE, '30 3 * * *', {}, { tz: 'Asia/Kolkata' });
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
