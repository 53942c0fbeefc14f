import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, lstat, mkdir, open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { isMediaKey } from '../../lib/storage/media-keys.js';

const run = promisify(execFile);

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The file is the operator's alone (0600) from its first byte: we create it, and tar writes into it. */
export async function writeArchive(dir: string, entries: string[], file: string): Promise<void> {
  const output = await open(file, 'wx', 0o600);
  try {
    await new Promise<void>((resolve, reject) => {
      const tar = spawn('tar', ['-czf', '-', '-C', dir, '--', ...entries], {
        stdio: ['ignore', output.fd, 'pipe'],
      });
      let stderr = '';
      tar.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        if (stderr.length < 4096) stderr += chunk;
      });
      tar.on('error', reject);
      tar.on('close', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`tar failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
      });
    });
  } catch (error) {
    if (isMissing(error)) throw new Error('The tar program is needed for backups (apt-get install tar).');
    throw error;
  } finally {
    await output.close();
  }
}

export async function extractArchive(file: string, dir: string): Promise<void> {
  try {
    await run('tar', ['-xzf', file, '-C', dir, '--no-same-owner', '--no-same-permissions']);
  } catch (error) {
    if (isMissing(error)) throw new Error('The tar program is needed for restores (apt-get install tar).');
    throw new Error(`${path.basename(file)} is not a readable backup archive: ${(error as Error).message}`);
  }
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Never a link or a folder. */
export async function regularFile(file: string): Promise<{ bytes: number } | undefined> {
  try {
    const stats = await lstat(file);
    return stats.isFile() ? { bytes: stats.size } : undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** Half-written files are left out. */
export async function mediaFiles(mediaDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const shard of await namesIn(mediaDir)) {
    if (!/^[0-9a-f]{2}$/.test(shard)) continue;
    for (const name of await namesIn(path.join(mediaDir, shard))) {
      if (isMediaKey(name)) found.push(`media/${shard}/${name}`);
    }
  }
  return found.sort();
}

/** Hard links (copies where the file system cannot link): instant, and a file deleted meanwhile stays. */
export async function snapshotMedia(dataDir: string, target: string): Promise<string[]> {
  const taken: string[] = [];
  for (const relative of await mediaFiles(path.join(dataDir, 'media'))) {
    const source = path.join(dataDir, relative);
    const copy = path.join(target, relative);
    await mkdir(path.dirname(copy), { recursive: true });
    try {
      await link(source, copy).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV' && error.code !== 'EPERM' && error.code !== 'ENOTSUP') throw error;
        await copyFile(source, copy);
      });
    } catch (error) {
      if (isMissing(error)) continue;
      throw error;
    }
    taken.push(relative);
  }
  return taken;
}
