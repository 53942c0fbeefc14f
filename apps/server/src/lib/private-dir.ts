import { chmodSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A folder only the server's user may enter (0700), made so from the start; one that already
 * exists wider (made by an older version, or by hand) is narrowed. Its parents are made as usual.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(path.dirname(dir), { recursive: true });
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
  }
}
