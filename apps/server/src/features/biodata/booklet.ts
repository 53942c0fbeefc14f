import { fork, type StdioOptions, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BookletRequest, bookletRequestSchema, STATUS_APPROVED } from '@varmala/shared';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../../db/schema.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import type { BookletContents } from './booklet-pages.js';
import type { FromBookletProcess, ToBookletProcess } from './booklet-process.js';
import { biodataOf, findBiodataRows, storedPhotoOf } from './load.js';

type Filters = z.output<typeof bookletRequestSchema>;

/** The birth dates of members aged `age` and more (at least) or at most, today. */
function bornBy(age: number, oldest: boolean): string {
  const today = new Date();
  const year = today.getUTCFullYear() - age - (oldest ? 1 : 0);
  const date = new Date(Date.UTC(year, today.getUTCMonth(), today.getUTCDate() + (oldest ? 1 : 0)));
  return date.toISOString().slice(0, 10);
}

/** Approved profiles of the site that agreed to printed lists, filtered as asked, by member id. */
function whereOf(filters: Filters): SQL | undefined {
  return and(
    eq(profiles.domain, filters.domain),
    eq(profiles.status, STATUS_APPROVED),
    eq(profiles.paused, false),
    eq(profiles.printedListsConsent, true),
    filters.gender ? eq(profiles.gender, filters.gender) : undefined,
    filters.state ? eq(profiles.state, filters.state) : undefined,
    filters.from_age != null ? lte(profiles.dateOfBirth, bornBy(filters.from_age, false)) : undefined,
    filters.to_age != null ? gte(profiles.dateOfBirth, bornBy(filters.to_age, true)) : undefined,
  );
}

export interface BookletSources {
  db: DbOrTx;
  storage: MediaStorage;
  operatorNumber: string | undefined;
  publicUrl: string;
}

/** Longer than any booklet takes: a drawing process that has not answered by then is stopped. */
const DRAWING_LIMIT_MS = 10 * 60 * 1000;

/**
 * util-linux's `chrt`, where it is installed (Debian has it everywhere), starts the drawing
 * process under SCHED_IDLE: it runs only on a core that nothing else wants, and gives way at once
 * when a search wakes. At the lowest `nice` alone, searches beside a booklet of 500 kept 0.39 of
 * their ceiling, under SCHED_IDLE 0.49 and 0.55 (docs/benchmarks.md).
 */
const CHRT = ['/usr/bin/chrt', '/bin/chrt'].find((file) => existsSync(file));

/**
 * Small young-generation spaces and one malloc arena: the drawing makes many short-lived objects
 * and libvips many small allocations, and with Node's and glibc's defaults the process held
 * 175 MB at its peak for a booklet of 500 where it needs 120 (bench:biodata, docs/benchmarks.md).
 */
const LEAN = { execArgv: ['--max-semi-space-size=2'], env: { MALLOC_ARENA_MAX: '1' } };

/**
 * The drawing process's code: its build beside this file, or its source when the server itself
 * runs from source (the tests), loaded as the server's own modules are.
 */
function drawingProcess(): { path: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return {
    path: fileURLToPath(new URL(`./booklet-process.${fromSource ? 'ts' : 'js'}`, import.meta.url)),
    execArgv: [...LEAN.execArgv, ...(fromSource ? ['--import', 'tsx', '--conditions=source'] : [])],
  };
}

/**
 * Draws the booklet in a process of its own (booklet-process.ts), at the lowest priority, handing
 * it each stored photo as it asks. It gets the profiles' printed texts only, and no setting of the
 * server's: its environment is the path, the mode and its memory settings (`LEAN`).
 */
function drawApart(
  contents: BookletContents,
  storedPhoto: (index: number) => Promise<Buffer | null>,
): Promise<Buffer> {
  const { path, execArgv } = drawingProcess();
  const options = {
    serialization: 'advanced' as const,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'] as StdioOptions,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV ?? 'production', ...LEAN.env },
  };
  const child = CHRT
    ? spawn(CHRT, ['--idle', '0', process.execPath, ...execArgv, path], options)
    : fork(path, [], { ...options, execArgv });
  const send = (message: ToBookletProcess) => {
    if (child.connected) child.send(message);
  };
  return new Promise<Buffer>((resolve, reject) => {
    let settled = false;
    const settle = (error: Error | null, pdf?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(limit);
      if (child.exitCode === null) child.kill();
      if (error) reject(error);
      else resolve(pdf as Buffer);
    };
    const limit = setTimeout(
      () => settle(new Error(`The booklet was not drawn within ${DRAWING_LIMIT_MS / 60_000} minutes.`)),
      DRAWING_LIMIT_MS,
    );
    child.on('message', (message: FromBookletProcess) => {
      if (message.kind === 'photo') {
        storedPhoto(message.index).then(
          (stored) => send({ kind: 'photo', index: message.index, stored }),
          (error: Error) => settle(error),
        );
      } else if (message.kind === 'drawn') {
        const { pdf } = message;
        settle(null, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      } else {
        settle(new Error(`The booklet could not be drawn: ${message.message}`));
      }
    });
    child.on('error', (error) => settle(error));
    // 'close', not 'exit': it comes after the last message on the channel has been read.
    child.on('close', (code, signal) =>
      settle(new Error(`The booklet's drawing process ended (${signal ?? code}) before the booklet.`)),
    );
    send({ kind: 'draw', contents });
  });
}

/**
 * The operator's booklet for a gathering (booklet-pages.ts): the profiles are read here, in member
 * id order, and drawn apart (`drawApart`), so searches go on while a long booklet is made.
 */
export async function renderBooklet(sources: BookletSources, request: BookletRequest): Promise<Buffer> {
  const filters = bookletRequestSchema.parse(request);
  const rows = (await findBiodataRows(sources.db, whereOf(filters))).sort(
    (a, b) => a.profileId - b.profileId,
  );
  const contents: BookletContents = {
    domain: filters.domain,
    lang: filters.lang,
    operatorNumber: sources.operatorNumber,
    publicUrl: sources.publicUrl,
    profiles: rows.map((row) => biodataOf(row, 'booklet', sources.operatorNumber)),
  };
  return drawApart(contents, async (index) => {
    const row = rows[index];
    return row ? storedPhotoOf(sources.db, sources.storage, row, false) : null;
  });
}
