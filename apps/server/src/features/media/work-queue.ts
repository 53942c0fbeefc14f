import { AppError } from '../../errors.js';

export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** The same queue, its tasks counted as `key`'s (a member): at most `waitingPerKey` of them wait. */
  for(key: string): WorkQueue;
}

export interface WorkQueueLimits {
  /** Tasks run at once. */
  workers: number;
  /** Tasks waiting, everyone's together. */
  waiting: number;
  /** Tasks waiting for one key. */
  waitingPerKey: number;
}

const busy = () =>
  new AppError(
    'RATE_LIMITED',
    'Many pictures are being processed right now. Please try again in a minute.',
    undefined,
    30,
  );

/**
 * At most `workers` tasks at once; later ones wait. A full waiting room answers 429 at once: each
 * waiting upload holds its file in memory, so the room stays small. It is fair: one key (member)
 * may hold only `waitingPerKey` places, and a free worker takes the next task of each waiting key
 * in turn, so one member's burst cannot keep everyone else waiting.
 */
export function createWorkQueue(limits: WorkQueueLimits): WorkQueue {
  let running = 0;
  let waitingCount = 0;
  // Keys in the order they are served: a key goes to the back once one of its tasks starts.
  const waiting = new Map<string, Array<() => void>>();

  function release(): void {
    const next = waiting.entries().next();
    if (next.done) {
      running -= 1;
      return;
    }
    const [key, wakes] = next.value;
    waiting.delete(key);
    const wake = wakes.shift() as () => void;
    if (wakes.length > 0) waiting.set(key, wakes);
    waitingCount -= 1;
    // The finishing task hands its worker straight to the next in turn.
    wake();
  }

  async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (running < limits.workers) {
      running += 1;
    } else {
      const mine = waiting.get(key) ?? [];
      if (waitingCount >= limits.waiting || mine.length >= limits.waitingPerKey) throw busy();
      await new Promise<void>((resolve) => {
        mine.push(resolve);
        waiting.set(key, mine);
        waitingCount += 1;
      });
    }
    try {
      return await task();
    } finally {
      release();
    }
  }

  const forKey = (key: string): WorkQueue => ({ run: (task) => run(key, task), for: forKey });
  // Tasks not run for a member share one key.
  return forKey('');
}
