import type { FastifyBaseLogger } from 'fastify';
import { ADVISORY_LOCKS, type Database, runUnlessLocked } from '../../db/client.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { type SweepResult, sweepUnreferencedFiles } from '../../lib/uploads/sweep-unreferenced-files.js';

const EVERY_MS = 6 * 60 * 60 * 1000;
/** Another process's upload may be between its files and its row; none lasts that long (5 min at most). */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;

function report(log: FastifyBaseLogger, result: SweepResult): void {
  if (result.refused) {
    log.error({ ...result }, 'media sweep removed nothing: is DATABASE_URL the database of these files?');
  } else {
    log.info({ ...result }, 'media sweep');
  }
}

/**
 * Files of this machine alone were all written by processes that ended before it started; shared files
 * may belong to another instance's upload in flight, so only those older than the grace period go.
 */
export function sweepCutoff(storage: MediaStorage, startedAt: Date | undefined, now = new Date()): Date {
  const grace = new Date(now.getTime() - SWEEP_GRACE_MS);
  if (storage.shared || !startedAt) return grace;
  return startedAt;
}

/** Skipped when another instance holds the advisory lock; the next runs in a few hours. */
export async function sweepOnce(
  database: Database,
  storage: MediaStorage,
  before: Date,
): Promise<SweepResult | undefined> {
  const outcome = await runUnlessLocked(database, ADVISORY_LOCKS.mediaSweep, () =>
    sweepUnreferencedFiles(database.db, storage, before),
  );
  return outcome.ran ? outcome.value : undefined;
}

/** At start-up (what a crash left), then every few hours; answers the stop function. */
export async function startMediaSweeps(
  database: Database,
  storage: MediaStorage,
  log: FastifyBaseLogger,
  startedAt: Date,
): Promise<() => void> {
  const sweep = async (before: Date) => {
    try {
      const result = await sweepOnce(database, storage, before);
      if (result) report(log, result);
      else log.info('media sweep skipped: another instance is sweeping');
    } catch (error) {
      log.warn({ err: error }, 'media sweep failed; the next one will try again');
    }
  };
  await sweep(sweepCutoff(storage, startedAt));
  const timer = setInterval(() => void sweep(sweepCutoff(storage, undefined)), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
