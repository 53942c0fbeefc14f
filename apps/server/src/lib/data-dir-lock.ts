import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from './private-dir.js';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class LockHeldError extends Error {
  constructor(readonly pid: number) {
    super(`The embedded database is in use by process ${pid}.`);
  }
}

/**
 * The embedded database admits one process. The lock file holds the owner's pid; a lock left by a
 * process that no longer runs is taken over. Its folder (DATA_DIR) is made if it is missing: with
 * JWT_SECRET set, nothing else has made it by then.
 */
export function acquireLock(file: string): () => void {
  ensurePrivateDir(path.dirname(file));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
        throw new LockHeldError(pid);
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
