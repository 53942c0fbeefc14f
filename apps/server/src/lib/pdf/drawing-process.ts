import { type ChildProcess, fork, type StdioOptions, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * util-linux's `chrt`, where it is installed (Debian has it everywhere), starts a drawing process
 * under SCHED_IDLE: it runs only on a core that nothing else wants, and gives way at once when a
 * search wakes. At the lowest `nice` alone, searches beside a booklet of 500 kept 0.39 of their
 * ceiling, under SCHED_IDLE 0.49 and 0.55 (docs/benchmarks.md).
 */
const CHRT = ['/usr/bin/chrt', '/bin/chrt'].find((file) => existsSync(file));

/**
 * Small young-generation spaces and one malloc arena: a drawing makes many short-lived objects
 * and libvips many small allocations, and with Node's and glibc's defaults the process held
 * 175 MB at its peak for a booklet of 500 where it needs 120 (bench:biodata, docs/benchmarks.md).
 */
const LEAN = { execArgv: ['--max-semi-space-size=2'], env: { MALLOC_ARENA_MAX: '1' } };

/**
 * Starts a PDF's drawing process from its module (`new URL('./x-process.js', import.meta.url)`):
 * its build, or its source when the server itself runs from source (the tests), loaded as the
 * server's own modules are. It gets an IPC channel and no setting of the server's: its environment
 * is the path, the mode and its memory settings, so many seconds of drawing never hold up the
 * server's event loop.
 */
export function startDrawingProcess(module: URL): ChildProcess {
  const fromSource = module.href.endsWith('.ts') || import.meta.url.endsWith('.ts');
  const path = fileURLToPath(fromSource ? module.href.replace(/\.js$/, '.ts') : module);
  const execArgv = [...LEAN.execArgv, ...(fromSource ? ['--import', 'tsx', '--conditions=source'] : [])];
  const options = {
    serialization: 'advanced' as const,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'] as StdioOptions,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV ?? 'production', ...LEAN.env },
  };
  return CHRT
    ? spawn(CHRT, ['--idle', '0', process.execPath, ...execArgv, path], options)
    : fork(path, [], { ...options, execArgv });
}

/** What every drawing process answers at its end. */
export type DrawingEnd = { kind: 'drawn'; pdf: Uint8Array } | { kind: 'failed'; message: string };

/**
 * Draws a PDF in a process of its own (`module`, as `startDrawingProcess`): sends it `draw` first,
 * hands any other message to `onMessage` (with a way to answer it and to give up), and settles once:
 * the PDF, the process's failure, its end before the PDF, or `limitMs` passing (`what` names it).
 */
export function drawInProcess<From extends { kind: string }, To>(
  module: URL,
  what: string,
  limitMs: number,
  draw: To,
  onMessage?: (message: From, send: (message: To) => void, fail: (error: Error) => void) => void,
): Promise<Buffer> {
  const child = startDrawingProcess(module);
  const send = (message: To) => {
    if (child.connected) child.send(message as object);
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
      () => settle(new Error(`The ${what} was not drawn within ${Math.round(limitMs / 60_000)} minutes.`)),
      limitMs,
    );
    child.on('message', (message: From | DrawingEnd) => {
      if (message.kind === 'drawn') {
        const { pdf } = message as Extract<DrawingEnd, { kind: 'drawn' }>;
        settle(null, Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      } else if (message.kind === 'failed') {
        settle(
          new Error(
            `The ${what} could not be drawn: ${(message as Extract<DrawingEnd, { kind: 'failed' }>).message}`,
          ),
        );
      } else onMessage?.(message as From, send, (error) => settle(error));
    });
    child.on('error', (error) => settle(error));
    // 'close', not 'exit': it comes after the last message on the channel has been read.
    child.on('close', (code, signal) =>
      settle(new Error(`The ${what}'s drawing process ended (${signal ?? code}) before the PDF.`)),
    );
    send(draw);
  });
}
