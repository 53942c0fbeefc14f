import type { FastifyBaseLogger } from 'fastify';
import { ADVISORY_LOCKS, type Database, runUnlessLocked } from '../../db/client.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { type SweepResult, sweepUnreferencedFiles } from './sweep-unreferenced-files.js';

const EVERY_MS = 6 * 60 * 60 * 1000;
/**
 * Sweeps leave recent files alone: an upload of another server process may be between its files
 * and its row. No upload is in flight that long (a request takes at most 5 minutes to arrive).
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;

function report(log: FastifyBaseLogger, result: SweepResult): void {
  if (result.refused) {
    log.error({ ...result }, 'media sweep removed nothing: is DATABASE_URL the database of these files?');
  } else {
    log.info({ ...result }, 'media sweep');
  }
}

/**
 * The files a sweep starting now may remove: those written before `before`. Files of this machine
 * alone were all written by processes that have ended when it starts, so the first sweep takes
 * everything older than the start; files every instance shares may belong to an upload in flight
 * on another instance, so only files older than the grace period go.
 */
export function sweepCutoff(storage: MediaStorage, startedAt: Date | undefined, now = new Date()): Date {
  const grace = new Date(now.getTime() - SWEEP_GRACE_MS);
  if (storage.shared || !startedAt) return grace;
  return startedAt;
}

/**
 * One sweep, unless another instance is sweeping the same database right now (PostgreSQL advisory
 * lock): then this one is skipped, and the next runs in a few hours.
 */
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

/**
 * Sweeps at start-up what a crash left, then every few hours. Returns the function that stops the
 * later sweeps.
 */
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
