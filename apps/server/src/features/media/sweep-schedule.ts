import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { type SweepResult, sweepUnreferencedFiles } from './sweep-unreferenced-files.js';

const EVERY_MS = 6 * 60 * 60 * 1000;
// Later sweeps leave recent files alone: an upload of another server process may be between its
// files and its row (the commit check would refuse it, but the member would have to try again).
const LATER_SWEEP_GRACE_MS = 60 * 60 * 1000;

function report(log: FastifyBaseLogger, result: SweepResult): void {
  if (result.refused) {
    log.error({ ...result }, 'media sweep removed nothing: is DATABASE_URL the database of DATA_DIR?');
  } else {
    log.info({ ...result }, 'media sweep');
  }
}

/**
 * Sweeps at start-up everything written before this process started (what a crash left), then
 * every few hours. Returns the function that stops the later sweeps.
 */
export async function startMediaSweeps(
  db: Db,
  storage: MediaStorage,
  log: FastifyBaseLogger,
  startedAt: Date,
): Promise<() => void> {
  try {
    report(log, await sweepUnreferencedFiles(db, storage, startedAt));
  } catch (error) {
    log.warn({ err: error }, 'media sweep failed; the next one will try again');
  }
  const timer = setInterval(() => {
    sweepUnreferencedFiles(db, storage, new Date(Date.now() - LATER_SWEEP_GRACE_MS)).then(
      (result) => report(log, result),
      (error: unknown) => log.warn({ err: error }, 'media sweep failed; the next one will try again'),
    );
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
