import pLimit from 'p-limit';
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

const busy = () => new AppError('RATE_LIMITED', 'picturesBusy', { retryAfterSeconds: 30 });

/**
 * At most `workers` tasks at once; later ones wait. A full waiting room answers 429 at once: each
 * waiting upload holds its file in memory, so the room stays small. It is fair: one key (member)
 * may hold only `waitingPerKey` places, and a free worker takes the next task of each waiting key
 * in turn, so one member's burst cannot keep everyone else waiting.
 */
export function createWorkQueue(limits: WorkQueueLimits): WorkQueue {
  const limit = pLimit(limits.workers);
  // Keys in the order they are served: a key goes to the back once one of its tasks starts.
  const waiting = new Map<string, Array<() => Promise<void>>>();

  // Each waiting task holds one place in the limiter's line, but a place that comes up runs
  // whichever key's turn it is, not the task that took the place.
  function nextInTurn(): Promise<void> {
    const [key, tasks] = waiting.entries().next().value as [string, Array<() => Promise<void>>];
    waiting.delete(key);
    const task = tasks.shift() as () => Promise<void>;
    if (tasks.length > 0) waiting.set(key, tasks);
    return task();
  }

  function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (limit.activeCount < limit.concurrency) return limit(task);
    const mine = waiting.get(key) ?? [];
    if (limit.pendingCount >= limits.waiting || mine.length >= limits.waitingPerKey) {
      return Promise.reject(busy());
    }
    return new Promise<T>((resolve, reject) => {
      mine.push(() => Promise.resolve().then(task).then(resolve, reject));
      waiting.set(key, mine);
      void limit(nextInTurn);
    });
  }

  const forKey = (key: string): WorkQueue => ({ run: (task) => run(key, task), for: forKey });
  // Tasks not run for a member share one key.
  return forKey('');
}
