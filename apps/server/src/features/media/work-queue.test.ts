import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { createWorkQueue } from './work-queue.js';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the image work queue', () => {
  it('runs at most two tasks at once and turns away callers beyond the line', async () => {
    const queue = createWorkQueue(2, 1);
    const release = gate();
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await release.opened;
      running -= 1;
    };
    const accepted = [queue.run(task), queue.run(task), queue.run(task)];
    const refused = queue.run(task);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 });
    release.open();
    await Promise.all(accepted);
    expect(most).toBe(2);
    await expect(queue.run(async () => 'free again')).resolves.toBe('free again');
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createWorkQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken picture')))).rejects.toThrow(
      'broken picture',
    );
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
