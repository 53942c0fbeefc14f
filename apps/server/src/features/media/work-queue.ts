import { AppError } from '../../errors.js';

export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * At most `concurrency` tasks at once; later ones wait in line. A full line answers 429 at once:
 * each waiting upload holds its file in memory, so the line must stay short.
 */
export function createWorkQueue(concurrency: number, maxWaiting: number): WorkQueue {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release(): void {
    const wake = waiting.shift();
    if (wake) wake();
    else running -= 1;
  }

  return {
    async run(task) {
      if (running < concurrency) {
        running += 1;
      } else {
        if (waiting.length >= maxWaiting) {
          throw new AppError(
            'RATE_LIMITED',
            'Many pictures are being processed right now. Please try again in a minute.',
            undefined,
            30,
          );
        }
        // The finishing task hands its slot straight to the next in line.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
