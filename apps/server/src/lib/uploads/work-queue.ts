import pLimit from 'p-limit';
import { AppError } from '../../errors.js';

export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** At most `waitingPerKey` of a key's (a member's) tasks wait. */
  for(key: string): WorkQueue;
}

export interface WorkQueueLimits {
  workers: number;
  waiting: number;
  waitingPerKey: number;
}

const busy = () => new AppError('RATE_LIMITED', 'picturesBusy', { retryAfterSeconds: 30 });

/**
 * A full waiting room answers 429 at once: each waiting upload holds its file in memory. Keys are served
 * in turn, so one member's burst cannot keep everyone else waiting.
 */
export function createWorkQueue(limits: WorkQueueLimits): WorkQueue {
  const limit = pLimit(limits.workers);
  const waiting = new Map<string, Array<() => Promise<void>>>();

  // A place that comes up in the limiter's line runs whichever key's turn it is, not the task that took it.
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
  return forKey('');
}
