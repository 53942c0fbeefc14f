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
    const queue = createWorkQueue({ workers: 2, waiting: 1, waitingPerKey: 1 });
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
    const queue = createWorkQueue({ workers: 1, waiting: 0, waitingPerKey: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken picture')))).rejects.toThrow(
      'broken picture',
    );
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });

  it("keeps places for others: one member's burst is turned away, another member still waits", async () => {
    const queue = createWorkQueue({ workers: 1, waiting: 16, waitingPerKey: 2 });
    const release = gate();
    const [asha, ravi] = [queue.for('asha'), queue.for('ravi')];
    const busy = asha.run(() => release.opened);
    const waiting = [asha.run(async () => 'asha 2'), asha.run(async () => 'asha 3')];
    await expect(asha.run(async () => 'asha 4')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const ravis = ravi.run(async () => 'ravi 1');
    release.open();
    await busy;
    await expect(Promise.all([...waiting, ravis])).resolves.toEqual(['asha 2', 'asha 3', 'ravi 1']);
  });

  it('takes the waiting tasks of each member in turn, not in the order they came', async () => {
    const queue = createWorkQueue({ workers: 1, waiting: 16, waitingPerKey: 2 });
    const release = gate();
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(name);
    };
    const busy = queue.for('asha').run(() => release.opened);
    const waiting = [
      queue.for('asha').run(task('asha 2')),
      queue.for('asha').run(task('asha 3')),
      queue.for('ravi').run(task('ravi 1')),
      queue.for('ravi').run(task('ravi 2')),
      queue.for('meena').run(task('meena 1')),
    ];
    release.open();
    await Promise.all([busy, ...waiting]);
    expect(order).toEqual(['asha 2', 'ravi 1', 'meena 1', 'asha 3', 'ravi 2']);
  });
});
